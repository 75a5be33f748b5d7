import { ClientMessages } from '../ClientMessages';
import { UsesCart } from './UsesCart';

/** A page for the messages test that sends `vat` but not the `cart` its client component reads. */
export default function UnsentPage() {
  return (
    <ClientMessages namespaces={['vat']}>
      <UsesCart />
    </ClientMessages>
  );
}
