// secret/connection-string: Secret members of connection strings: `Password=`/`Pwd=`, Azure `AccountKey=` and `SharedAccessKey=`.
import { contextualMessage, defineTextSecretRule, SHIPPED_WHY } from './secret-rule.js';

export const connectionString = defineTextSecretRule(
  {
    id: 'secret/connection-string',
    severity: 'error',
    guardsSafety: true,
    docs: {
      summary: 'Secret members of connection strings: `Password=`/`Pwd=`, Azure `AccountKey=` and `SharedAccessKey=`.',
      why:
        `${SHIPPED_WHY} ` +
        'ADO.NET, ODBC and Azure connection strings carry the password or account key in clear; an account key grants full access to the storage account.',
      fix: 'Remove the secret member or write `Password=<password>;`; load the string from configuration at run time.',
      example: '`Server=db;User Id=app;Password=` followed by a strong random password and `;` → error; `Password=<password>;` → nothing.',
    },
    messages: { found: contextualMessage('secret/connection-string') },
  },
  () => 'found',
);
