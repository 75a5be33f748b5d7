import { ClientMessages } from '../ClientMessages';
import { LoadsCart } from './LoadsCart';

/** A page for the messages test that sends `vat`; the `cart` its client component reads comes in a bundle. */
export default function LazyPage() {
  return (
    <ClientMessages namespaces={['vat']}>
      <LoadsCart />
    </ClientMessages>
  );
}
