// secret/basic-auth on Windows-style command lines: a password option (`/p:`, `/pass:`, `/RP`,
// `/processModel.password:`) read beside a user's option in the same command, and `net use`'s
// password before its `/user:`; placeholders, variables, prompts and `/p:` properties stay quiet.
import { secretBasicAuth } from '../../../src/rules/secret/basic-auth.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(5521);
const pw = f.password(14);
const pw2 = f.password(18);
const at = (secret: string) => ({ secret, family: 'Password on a command line', redacted: redactedBare(secret) });
const fenced = (command: string): string => `Connect to the host:\n\n\`\`\`powershell\n${command}\n\`\`\`\n`;
const batch = (command: string): string => `@echo off\r\nsetlocal\r\n${command}\r\n`;

ruleTester(secretRuleOf(secretBasicAuth), {
  valid: [
    quiet("FreeRDP's quoted placeholder", fenced("xfreerdp /v:10.0.0.5 /d:CORP /u:alice '/p:<password>' /cert:ignore")),
    quiet("FreeRDP's quoted variable", fenced('xfreerdp /v:10.0.0.5 /u:alice "/p:$RDP_PASSWORD"')),
    quiet("FreeRDP's masked password", fenced("xfreerdp /v:10.0.0.5 /u:alice '/p:********'")),
    quiet("schtasks' run-as password prompted", batch('schtasks /Create /TN Backup /TR C:\\b.cmd /SC DAILY /RU CORP\\svc /RP *')),
    quiet(
      "schtasks' run-as password from a variable",
      batch('schtasks /create /tn Backup /tr C:\\b.cmd /sc daily /ru CORP\\svc /rp %SVC_PW%'),
    ),
    quiet("schtasks' SYSTEM account without a password", batch('schtasks /Create /TN Backup /TR C:\\b.cmd /SC DAILY /RU SYSTEM')),
    quiet(
      "appcmd's password from PowerShell",
      fenced('appcmd set apppool "App" /processModel.userName:CORP\\svc /processModel.password:$env:APPPOOL_PASSWORD'),
    ),
    quiet("appcmd's sample word", fenced('appcmd set apppool "App" /processModel.userName:CORP\\svc /processModel.password:changeme')),
    // `/p:` is msbuild's property: read only beside a user's option (its true case: FreeRDP's quoted `/p:` below).
    quiet("msbuild's properties", fenced(`msbuild App.sln /p:Configuration=Release /p:SigningKey=${pw}`)),
    quiet('a user option in another command', batch(`net user svc /add\r\nmsbuild App.sln /p:Token=${pw}`)),
    quiet('prose naming the options', 'Pass the user with `/u:` and the password with `/p:`; schtasks takes `/RU` and `/RP`.'),
    quiet('net use prompting before the user', batch('net use Z: \\\\fs01\\share * /user:CORP\\svc')),
    quiet("net use's password from a variable", batch('net use Z: \\\\fs01\\share %SHARE_PASSWORD% /user:CORP\\svc')),
    quiet('net use without a password', batch('net use Z: \\\\fs01\\share /user:CORP\\svc /persistent:no')),
  ],
  invalid: [
    reported("FreeRDP's quoted /p:", fenced(`xfreerdp /v:10.0.0.5 /d:CORP /u:alice '/p:${pw}' /cert:ignore`), at(pw)),
    reported("schtasks' /RU and /RP", batch(`schtasks /Create /TN Backup /TR C:\\b.cmd /SC DAILY /RU CORP\\svc /RP ${pw}`), at(pw)),
    reported(
      "schtasks' lower-case /rp, quoted",
      batch(`schtasks /create /tn Backup /tr C:\\b.cmd /sc daily /ru CORP\\svc /rp "${pw2}"`),
      at(pw2),
    ),
    reported(
      "appcmd's application pool identity",
      fenced(`appcmd set apppool "App" /processModel.userName:CORP\\svc /processModel.password:${pw}`),
      at(pw),
    ),
    reported("cmdkey's /pass: in a batch file", batch(`cmdkey /add:fs01 /user:alice /pass:${pw2}`), at(pw2)),
    reported("net use's password before the user", batch(`net use \\\\fs01\\share ${pw} /user:CORP\\alice`), at(pw)),
    reported("net use's quoted password before the user", fenced(`net use Z: \\\\fs01\\share "${pw2}" /user:CORP\\alice`), at(pw2)),
  ],
});
