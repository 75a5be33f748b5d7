import { NextResponse } from 'next/server';
import { sharedDatabase } from '@/server/db';
import { ordersAwaitingStaff } from '@/server/domains/orders';
import { staffMay } from '@/server/domains/staff';
import { currentStaff } from '@/server/http/staff/require-staff';
import { domainContext } from '@/server/context';
import { answeringFaults } from '@/server/route-faults';

export const dynamic = 'force-dynamic';

/**
 * GET /staff/orders/awaiting: how many orders wait for staff, for the navigation's count to follow new orders
 * without a reload. Only for a staff session whose role sees orders; never cached.
 */
export const GET = answeringFaults(async () => {
  const staff = await currentStaff();
  if (!staff || !staffMay(staff.role, 'orders.view'))
    return NextResponse.json({ message: 'Not allowed', statusCode: 403 }, { status: 403 });
  const count = await ordersAwaitingStaff(domainContext({ db: (await sharedDatabase()).db }));
  return NextResponse.json({ count }, { headers: { 'cache-control': 'no-store' } });
});
