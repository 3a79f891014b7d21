// secret/generic-assignment, literals that code hands to a secret's place: a secret store's constructor
// given its value (`Secret(value="…").save("name")`), a wallet's recovery phrase under `mnemonic`, a
// network's `accounts` list of private keys (Hardhat), a key compared with a literal in a condition
// (nginx's `if ($arg_key = '…')`) and a literal written to a file named for a password; beside them
// references, published test phrases, addresses, prose and placeholders stay quiet.
import { secretGenericAssignment } from '../../../src/rules/secret/generic-assignment.js';
import { secretRuleOf } from '../../../src/rules/secret/index.js';
import { HEX } from '../../secret/support/random.js';
import { SecretFactory } from '../../secret/support/secrets.js';
import { ruleTester } from '../../support/rule-tester.js';
import { quiet, redactedBare, reported } from './secret-case.js';

const f = new SecretFactory(9273);
const SECRET = 'Secret assignment';
const PASSWORD = 'Password assignment';
const PHRASE = 'Wallet recovery phrase';
const PRIVATE_KEY = 'Private key in an accounts list';
const at = (secret: string, family: string) => ({ secret, family, redacted: redactedBare(secret) });
const stored = f.mixedToken(32);
// Twelve and twenty-four words of a small stock list drawn at test time, no word twice.
const STOCK = [
  'quartz',
  'timber',
  'oyster',
  'gallery',
  'unveil',
  'hollow',
  'cradle',
  'mango',
  'vessel',
  'furnace',
  'lyrics',
  'pepper',
  'ribbon',
  'saddle',
  'tunnel',
  'wisdom',
  'anchor',
  'blossom',
  'canyon',
  'dolphin',
  'eager',
  'fossil',
  'glimpse',
  'harvest',
  'island',
  'jungle',
  'kidney',
  'lizard',
];
const phrase = (n: number): string => {
  const pool = [...STOCK];
  return Array.from({ length: n }, () => pool.splice(f.r.int(pool.length), 1)[0]).join(' ');
};
const twelve = phrase(12);
const twentyFour = phrase(24);
const TEST_PHRASE = `${'test '.repeat(11)}junk`;
const privateKey = f.token(64, HEX);
const otherKey = f.token(64, HEX);
const address = f.token(40, HEX);
const expectedKey = f.mixedToken(20);
const written = f.password(16);

ruleTester(secretRuleOf(secretGenericAssignment), {
  valid: [
    quiet('a secret store read by name', 'secret = Secret.load("openai-api-key")\napi_key = secret.get()'),
    quiet('a secret store given a reference', 'Secret(value=os.environ["OPENAI_API_KEY"]).save("openai-api-key")'),
    quiet('the published test phrase', `const config = { networks: { hardhat: { accounts: { mnemonic: "${TEST_PHRASE}" } } } };`),
    quiet('a mnemonic placeholder', 'MNEMONIC="<your twelve word mnemonic>"'),
    quiet('a sentence about the phrase', 'mnemonic: "the twelve words you wrote down when you created the wallet here"'),
    quiet('accounts from the environment', 'networks: { sepolia: { url: RPC_URL, accounts: [process.env.PRIVATE_KEY] } }'),
    quiet('accounts built from a reference', 'accounts: [`0x${process.env.DEPLOYER_KEY}`],'),
    quiet('an address list', `accounts: ["0x${address}"]`),
    quiet('a typed key', `accounts: ["0x${'0'.repeat(63)}1"]`),
    quiet('a key compared with a weak word', "if ($arg_key = 'changeme') {\n    return 403;\n}"),
    quiet('a key compared with a variable', 'if ($arg_key != $expected_key) {\n    return 403;\n}'),
    quiet('a reference written to a password file', 'echo "$GETH_PASSWORD" > /data/geth/password.txt'),
    quiet('a literal written to another file', `echo '${written}' > /data/geth/genesis.txt`),
    quiet('a password file in a folder named for passwords', `echo '${written}' > /etc/passwords/readme.txt`),
  ],
  invalid: [
    reported(
      "a secret store's constructor given its value",
      `\`\`\`python\nSecret(value="${stored}").save("openai-api-key")\n\`\`\``,
      at(stored, SECRET),
    ),
    reported('a twelve-word mnemonic in .env', `MNEMONIC="${twelve}"`, at(twelve, PHRASE)),
    reported('a twenty-four word mnemonic in a Hardhat config', `accounts: {\n  mnemonic: "${twentyFour}",\n}`, at(twentyFour, PHRASE)),
    reported('a seed phrase in YAML', `wallet:\n  seed_phrase: ${twelve}\n`, at(twelve, PHRASE)),
    reported(
      "a network's accounts list",
      `module.exports = {\n  networks: {\n    mainnet: {\n      url: RPC_URL,\n      accounts: ["0x${privateKey}", "0x${otherKey}"],\n    },\n  },\n};`,
      at(privateKey, PRIVATE_KEY),
      at(otherKey, PRIVATE_KEY),
    ),
    reported(
      'a key compared in an nginx condition',
      `location /admin {\n    if ($arg_key = '${expectedKey}') {\n        return 200;\n    }\n}`,
      at(expectedKey, SECRET),
    ),
    reported(
      'a literal echoed to a password file',
      `\`\`\`sh\necho '${written}' > /data/geth/password.txt\ngeth --password /data/geth/password.txt\n\`\`\``,
      at(written, PASSWORD),
    ),
  ],
});
