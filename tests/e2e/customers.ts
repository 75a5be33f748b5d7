/** The guest whose address the journeys type at checkout, in each language's form labels. */
export const guestAddress = {
  el: {
    Όνομα: 'Νίκος',
    Επώνυμο: 'Γεωργίου',
    'Οδός και αριθμός': 'Ηρώων Πολυτεχνείου 5',
    Τηλέφωνο: '+30 690 111 2222',
    Πόλη: 'Λάρισα',
    'Ταχυδρομικός κώδικας': '412 22',
  },
  en: {
    'First name': 'Helen',
    'Last name': 'Smith',
    'Street and number': 'Egnatia 100',
    Phone: '+30 231 012 3456',
    City: 'Thessaloniki',
    'Postal code': '546 22',
  },
} as const;

/**
 * How long a journey waits for registration to leave the auth page: a deliberately slow password hash, a token and
 * the next page's first render, which on two busy cores can outlast the default 5 s.
 */
export const registrationWait = { timeout: 15_000 };
