/**
 * Passwords too common to accept (compared case-insensitively). The list is the most frequent
 * passwords of public breach corpora, including those common among Russian speakers.
 */
const COMMON = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1 jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou 2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger princess joshua cheese amanda summer love ashley nicole chelsea biteme matthew access yankees 987654321 dallas austin thunder taylor matrix password1 qwerty123 1q2w3e4r 1q2w3e4r5t 1q2w3e qweasdzxc qwe123 zaq12wsx privet lubov natasha marina svetlana tatiana olga irina elena sergey dmitriy aleksandr vladimir nikolay andrey maksim yandex vkontakte odnoklassniki parol parol123 parolparol 123456a a123456 12345qwert 123qweasd qwerty12 qwerty1 1qaz2wsx3edc 1q2w3e4r5t6y 11223344 12341234 123123123 102030 1111111111 0987654321 9876543210 88888888 99999999 00000000 12121212 987654321 passw0rd p@ssw0rd p@ssword admin admin123 administrator root toor welcome welcome1 iloveyou1 loveyou qwertyui asdfghjkl zxcvbnm1 abcdef abcd1234 test test123 guest changeme secret 12345678910`;

const SET: ReadonlySet<string> = new Set(COMMON.split(/\s+/).filter(Boolean));

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = SET.size;
