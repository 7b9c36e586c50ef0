/**
 * <Phone number="+998 66 233-00-07" /> → a tel: link shown as «+998 66 233-00-07».
 * The build rejects malformed numbers in Markdown (src/remark/validateBlocks.ts).
 */
import { parsePhone } from '@site/src/lib/phone';
import styles from './styles.module.css';

export default function Phone({ number }: { number: string }) {
  const phone = parsePhone(number);
  if (!phone) return <span>{number}</span>;
  return (
    <a className={styles.phone} href={phone.href}>
      {phone.display}
    </a>
  );
}
