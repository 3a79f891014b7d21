// secret/url-credentials: a key in a service URL's path, where the host and the path before it say
// the next segment is the key (src/rules/secret/support/url-path-key.ts); placeholders, references,
// sample keys and other hosts' paths are nothing.
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { secretUrlCredentials } from '../../../src/rules/secret/url-credentials.js';
import { DIGITS, HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(4417);
const LOWER_ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';
const FAMILY = "Key in a service URL's path";
const keyAt = (secret: string) => ({ secret, family: FAMILY, redacted: redactedBare(secret) });
const youtube = Array.from({ length: 5 }, () => f.mixedToken(4, LOWER_ALNUM)).join('-');
const twitch = `live_${f.token(9, DIGITS + 'a').replace(/a/g, '7')}_${f.mixedToken(30)}`;
const obs = f.mixedToken(24);
const netlify = f.token(24, HEX);
const vercel = f.mixedToken(10);
const make = f.token(32, LOWER_ALNUM);
const zapier = f.mixedToken(7, LOWER_ALNUM);
const infura = f.token(32, HEX);
const alchemy = f.mixedToken(32);
const project = `prj_${f.mixedToken(28)}`;

ruleTester(secretRuleOf(secretUrlCredentials), {
  valid: [
    quiet('a stream key placeholder', '```sh\nffmpeg -re -i in.mp4 -f flv rtmp://a.rtmp.youtube.com/live2/<stream-key>\n```'),
    quiet('a stream key reference in nginx-rtmp', 'application live {\n    push rtmp://live.twitch.tv/app/${STREAM_KEY};\n}'),
    quiet('a stream key in braces', 'rtmp://live.twitch.tv/app/{stream_key}'),
    quiet('a local stream name', 'ffplay rtmp://localhost/live/stream\nffplay rtmp://127.0.0.1/live/test'),
    quiet('a masked stream key', 'rtmp://a.rtmp.youtube.com/live2/xxxx-xxxx-xxxx-xxxx-xxxx'),
    quiet('a build hook placeholder', 'curl -X POST -d {} https://api.netlify.com/build_hooks/YOUR_BUILD_HOOK_ID'),
    quiet('a catch hook of letters only (the documented sample)', 'https://hooks.zapier.com/hooks/catch/123456/abcdef/'),
    quiet('a counting catch hook', 'https://hooks.zapier.com/hooks/catch/123456/abc123/'),
    quiet('a project id placeholder', 'https://mainnet.infura.io/v3/YOUR-PROJECT-ID'),
    quiet('a project id reference', 'const url = `https://mainnet.infura.io/v3/${INFURA_KEY}`;'),
    quiet("Alchemy's public demo key", 'https://eth-mainnet.g.alchemy.com/v2/demo'),
    quiet('a typed Make hook', 'https://hook.eu1.make.com/abcdefghijklmnopqrstuvwxyz123456'),
    quiet('another path on the same host', `https://api.netlify.com/api/v1/sites/${netlify}`),
    quiet('the same path on another host', `https://github.com/acme/app/${alchemy}\nhttps://example.com/v3/${infura}`),
  ],
  invalid: [
    reported(
      'a YouTube stream key in an ffmpeg command',
      `\`\`\`sh\nffmpeg -re -i in.mp4 -c copy -f flv rtmp://a.rtmp.youtube.com/live2/${youtube}\n\`\`\``,
      keyAt(youtube),
    ),
    reported(
      'a Twitch stream key in nginx-rtmp push',
      `application live {\n    live on;\n    push rtmp://live.twitch.tv/app/${twitch};\n}`,
      keyAt(twitch),
    ),
    reported('an rtmps ingest URL with a port', `"server": "rtmps://ingest.example.tv:443/live/${obs}"`, keyAt(obs)),
    reported('a Netlify build hook', `curl -X POST -d {} https://api.netlify.com/build_hooks/${netlify}`, keyAt(netlify)),
    reported('a Vercel deploy hook', `curl -X POST https://api.vercel.com/v1/integrations/deploy/${project}/${vercel}`, keyAt(vercel)),
    reported('a Make webhook', `MAKE_WEBHOOK=https://hook.eu1.make.com/${make}`, keyAt(make)),
    reported('a Zapier catch hook', `requests.post("https://hooks.zapier.com/hooks/catch/4821937/${zapier}/", json=data)`, keyAt(zapier)),
    reported('an Infura endpoint', `RPC_URL=https://mainnet.infura.io/v3/${infura}`, keyAt(infura)),
    reported('an Alchemy endpoint', `url: "https://eth-sepolia.g.alchemy.com/v2/${alchemy}",`, keyAt(alchemy)),
  ],
});
