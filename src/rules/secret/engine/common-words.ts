// Words that weak, default and sample passwords are made of (`admin123`, `P@ssw0rd!`,
// `postgres`, `s3cr3tP4ss`). A value built only from these, digits and punctuation is not a secret
// worth blocking: it is a documentation placeholder or a well-known default.

export const commonWords: readonly string[] = [
  'password', 'passwd', 'passw', 'pass', 'pwd', 'pw', 'secret', 'secrets', 'admin', 'administrator', 'root', 'toor',
  'changeme', 'change', 'me', 'letmein', 'let', 'in', 'welcome', 'qwerty', 'asdf', 'zxcv', 'test', 'testing',
  'tester', 'example', 'sample', 'demo', 'default', 'guest', 'user', 'username', 'login', 'my', 'your', 'our',
  'super', 'strong', 'very', 'dummy', 'fake', 'placeholder', 'foo', 'bar', 'baz', 'qux', 'hello', 'world',
  'abc', 'xyz', 'token', 'key', 'api', 'value', 'here', 'insert', 'replace', 'enter', 'put', 'db', 'database',
  'postgres', 'postgresql', 'pg', 'mysql', 'maria', 'mariadb', 'redis', 'mongo', 'mongodb', 'rabbit',
  'rabbitmq', 'app', 'application', 'service', 'local', 'localhost', 'dev', 'development', 'prod',
  'production', 'staging', 'stage', 'aws', 'git', 'github', 'gitlab', 'docker', 'secure', 'safe', 'private',
  'access', 'auth', 'master', 'oracle', 'sa', 'sql', 'server', 'elastic', 'kibana', 'minio', 'minioadmin',
  'neo4j', 'jenkins', 'airflow', 'grafana', 'sonar', 'keycloak', 'hunter', 'dragon', 'monkey', 'shadow',
  'sunshine', 'princess', 'football', 'baseball', 'iloveyou', 'trustno', 'summer', 'winter', 'spring',
  'autumn', 'fall', 'company', 'acme', 'contoso', 'fabrikam', 'alice', 'bob', 'john', 'doe', 'jane', 'smith',
  'mypassword', 'new', 'old', 'temp', 'tmp', 'pa', 'ss', 'word', 'sup', 'er', 'top', 'the', 'is', 'a', 'an',
  'no', 'not', 'real', 'do', 'use', 'this', 'that', 'it', 'one', 'two', 'three', 'same', 'as', 'and', 'or',
  'to', 'of', 'for', 'with', 'wordpress', 'wp', 'django', 'rails', 'node', 'express', 'spring', 'java',
  'python', 'ruby', 'php', 'web', 'www', 'site', 'admin1', 'manager', 'operator', 'support', 'info', 'mail',
  'email', 'smtp', 'ftp', 'ssh', 'vpn', 'wifi', 'home', 'office', 'office365', 'azure', 'cloud', 'backup',
  'system', 'sys', 'oper', 'guest1', 'public', 'open', 'sesame', 'opensesame', 'magic', 'love', 'god',
  'money', 'computer', 'internet', 'access1', 'master1', 'rootroot', 'abcd', 'abcdef', 'qwertyuiop',
  'pwd1', 'oauth', 'basic', 'x', 'bearer', 'insecure', 'only', 'please', 'keyboard', 'cat',
];
