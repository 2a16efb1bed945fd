import * as styles from './CookieTable.css';

export interface CookieRow {
  name: string;
  purpose: string;
  lifetime: string;
}

export interface CookieTableProps {
  caption: string;
  columns: { name: string; purpose: string; lifetime: string };
  rows: readonly CookieRow[];
}

/** The cookies the shop stores, for the cookie information page. */
export function CookieTable({ caption, columns, rows }: CookieTableProps) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={styles.cell}>
            {columns.name}
          </th>
          <th scope="col" className={styles.cell}>
            {columns.purpose}
          </th>
          <th scope="col" className={styles.cell}>
            {columns.lifetime}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.name}>
            <th scope="row" className={`${styles.cell} ${styles.name}`}>
              {row.name}
            </th>
            <td className={styles.cell}>{row.purpose}</td>
            <td className={styles.cell}>{row.lifetime}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
