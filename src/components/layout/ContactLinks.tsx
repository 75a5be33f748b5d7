import { useTranslations } from 'next-intl';
import { ContactLinkList, contactLinkLabels, type ContactLinkListProps } from './ContactLinkList';

/** E-mail, phone and chat links as a list, labelled from the `contact` messages (on the server: the search's empty page). */
export function ContactLinks(props: Omit<ContactLinkListProps, 'labels'>) {
  const t = useTranslations('contact');
  return <ContactLinkList {...props} labels={contactLinkLabels(t)} />;
}
