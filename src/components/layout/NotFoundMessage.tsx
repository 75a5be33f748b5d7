'use client';

import dynamic from 'next/dynamic';

/*
 * Each layout with its own not-found page puts it in every page's payload, for a 404 it may never show. As client
 * components these travel as references, not drawn out (issue #20), and their code loads only when a 404 is shown:
 * a page's first load does not pay for it either.
 */
const content = () => import('./NotFoundContent');

/** The 404 message with the way back (NotFoundContent.tsx). */
export const NotFoundMessage = dynamic(() => content().then((module) => module.NotFoundMessage));

/** The 404 page outside the shop's and the policy pages' layouts: the error pages' small header above the message. */
export const NotFoundPage = dynamic(() => content().then((module) => module.NotFoundPage));
