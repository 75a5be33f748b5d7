import { NextResponse } from 'next/server';
import { domainContext } from '@/server/context';
import { sharedDatabase } from '@/server/db';
import { staffSharedCartVersion } from '@/server/domains/shared-carts';
import { actorOf } from '@/server/domains/staff';
import { currentStaff } from '@/server/http/staff/require-staff';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

type Params = { params: Promise<{ id: string }> };

/**
 * GET /staff/carts/<id>/version: the shared cart's version, polled by its back-office page to follow the
 * customer's changes. Not-found for a cart the staff member may not see, as for an unknown one; never cached.
 */
export const GET = answeringFaults(async (_: Request, { params }: Params) => {
  const staff = await currentStaff();
  if (!staff) return NextResponse.json({ message: 'Not signed in', statusCode: 401 }, { status: 401 });
  const id = Number((await params).id);
  const version = Number.isInteger(id)
    ? await staffSharedCartVersion(domainContext({ db: (await sharedDatabase()).db }), actorOf(staff, null), id)
    : null;
  if (version === null) return NextResponse.json({ message: 'Not found', statusCode: 404 }, { status: 404 });
  return NextResponse.json({ version }, { headers: { 'cache-control': 'no-store' } });
});
