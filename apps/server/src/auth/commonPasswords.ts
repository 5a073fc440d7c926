/**
 * Passwords too common to accept, compared case-insensitively (every entry is lowercase).
 *
 * BREACH_TOP holds the most frequent passwords of the public breach corpora (the well-known
 * top-1000 lists and their everyday variants); RUSSIAN holds those common among Russian speakers:
 * transliterated names and words, Russian words typed in the Latin layout ('ghbdtn' is 'привет',
 * 'gfhjkm' is 'пароль'), keyboard walks and dates; CYRILLIC holds the same habits typed in the
 * Cyrillic layout ('йцукен'). Entries shorter than PASSWORD_MIN are refused by length anyway;
 * they stay so the list reads as the corpora do.
 */
const BREACH_TOP = `
123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123 baseball abc123
football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang 1234567890 michael
654321 pussy superman 1qaz2wsx 7777777 fuckyou 121212 000000 qazwsx 123qwe killer trustno1 jordan
jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou fuckme
2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george asshole computer
michelle jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass fuck maggie 159753
aaaaaa ginger princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew
access yankees 987654321 dallas austin thunder taylor matrix william corvette hello martin heather
secret fucker merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test
bailey q1w2e3r4t5 patrick internet scooter orange 11111 golfer cookie richard samantha bigdog
guitar jackson whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan
welcome falcon cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles
melissa boomer booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo
bulldog qwer1234 compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money
cowboys 987654 london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff
brandon yamaha chester mother forever johnny edward 333333 oliver redsox player nikita knight
fender barney midnight please brandy chicago badboy iwantu slayer rangers charles angel flower
bigdaddy rabbit wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha
1q2w3e4r jasmine winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders
888888 marlboro gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309
panther lauren angela bitch spanky thx1138 angels madison winston shannon mike toyota blowjob
jordan23 canada sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson
murphy cooper jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny
abcd1234 scorpion qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf
1991 black startrek 12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins
butthead asdfghjkl 1212 sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida
dolphin pookie captain tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers
nicholas united tiffany maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants
jackass hotdog rosebud success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q
albert metallic lucky azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie scorpio
bonnie gators benjamin voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney
rush2112 1989 asdfghjk red123 bubba 4815162342 passw0rd trouble gunner happy fucking gordon legend
jessie stella qwert eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444
rebecca qweqwe garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344
magic apollo skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat
august buddy airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier
darkness blink182 power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover
abcdef 00000 pakistan 007007 walter playboy blazer cricket sniper hooters donkey willow loveme
saturn therock redwings bigboy pumpkin trinity williams tits nintendo digital destiny topgun
runner marvin guinness chance bubbles testing fire november minecraft asdf1234 lasvegas sergey
broncos cartman private celtic birdie little cassie babygirl donald beatles 1313 dickhead family
12121212 school louise gabriel eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer
scott lovely gibson doggie cherry andrey snickers buffalo pantera metallica member carter qwertyu
peter alexande steve bronco paradise goober 5555 samuel montana mexico dreams michigan cock
carolina friends magnum surfer poopoo maximus genius cool vampire lacrosse asd123 aaaa christin
kimberly speedy sharon carmen 111222 kristina sammy racing ou812 sabrina horses 0987654321 qwerty1
pimpin baby stalker enigma 147147 star poohbear boobies 147258 simple bollocks 12345q marcus brian
1987 qweasdzxc drowssap hahaha caroline barbara dave viper drummer action einstein bitches genesis
hello1 scotty friend forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska
1232323q tester jester jake champion floyd tornado 1qaz2wsx3edc 147852 chelsea1 rocky 1234561
sunny 1986 jeff olivia 1234554321 wolf hendrix 1234567891 bobby sexy1 bamboo beach fantasy hockey1
marlin stephanie 7654321 qwerty12 happy1 sasha steelers1 kevin 1q2w3e4 987456321 azertyuiop
123456789a kitty 6666 fuckit 1234512345 buddy1 freedom1 bigred hunting adrian ashley1 pepsi
11112222 11235813 1q2w3e4r5t6y zaq12wsx 123qweasd qwe123 123qweasdzxc q1w2e3r4t5y6 1qazxsw23edc
zaq1xsw2 1qaz2wsx3edc4rfv 159951 zxcvbnm1 zxcvbnm123 asdfgh123 asdf123 qwerty12345 qwerty123456
qwerty1234 12345qwert 123456qwerty qweasd qweasd123 qwaszx12 1q2w3e4r5t6y7u8i 1qaz1qaz password123
password12 password1234 p@ssw0rd p@ssword pa55word pa55w0rd passwort passpass passwd password!
welcome1 welcome123 admin admin123 admin1 administrator root toor qwerty! changeme secret1
letmein1 iloveyou1 iloveyou2 loveyou test123 test1 test1234 guest default temp temp123 master1
login user user123 demo abc12345 abcdefg abcdefgh abc1234 aa123456 a123456 a12345 a1b2c3 a1b2c3d4
1a2b3c4d 123abc123 123456abc 1234abcd qwertz qwertzuiop 000000000 0000000 00000000 9999999
99999999 999999999 8888888 888888888 7777777777 6666666 66666666 1111111111 11111111111
123456789012 12345678910 123456789q 1234567a 12345678a 123456789abc 123123a 123321a 1234qwerty
love123 lovelove iloveu iloveyou! sunshine1 princess1 monkey1 dragon1 football1 baseball1
superman1 batman1 michael1 charlie1 jordan1 shadow1 master123 trustno1! starwars1 computer1
letmein123 hello123 whatever1 mustang1 qwerty7 qwerty11 123654789 147852369 741852963 963852741
159357852 112233445566 121314 123465 123789 135790 246810 369369 456789 456123 789789 987987
654321a 321321 1029384756 5201314 520520 woaini1314 iloveyou123 princesa tequiero teamo contraseña
contrasena bonjour soleil chouchou doudou loulou motdepasse hallo schatz fussball ficken hallo123
liebe killer1 daniel1 jessica1 andrew1 robert1 thomas1 joshua1 matthew1 hunter1 pepper1 ginger1
summer1 tigger1 soccer1 hockey12 harley1 maggie1 buster1 ashley12 nicole1 chelsea12 yankees1
dallas1 austin1 thunder1 taylor1 matrix1 access14 sexy69 696969a asshole1 fuckyou1 fuckyou2
fuckoff1 bitch1 pussy1 blink1 angel1 angels1 babygirl1 lovely1 jesus jesus1 christ god godisgood
blessed blessing faith grace heaven1 hallelujah trinity1 spiderman ironman batman123 superman123
pokemon1 naruto goku sasuke pikachu zelda mario luigi sonic warcraft counter starcraft diablo2
halo callofduty fortnite roblox minecraft1 xbox360 playstation ps3 ps4 gamer qwerty01 qwerty007
cheese1 banana1 orange1 apple123 chocolate cookie1 cupcake candy sweet sweety sweetie honey honey1
sugar peaches1 strawberry butterfly flower1 flowers rose roses daisy lily tulip sunflower
football12 soccer12 baseball12 basketball volleyball hockey123 tennis1 golfer1 runner1 swimming
dancer dancing music music1 guitar1 piano drums singer rocknroll metal rockstar superstar
starlight moonlight midnight1 summer12 winter1 spring autumn january february march april june
july october september monday tuesday sunday saturday thursday wednesday dragons tiger1 lion wolf1
eagle eagle1 falcon1 hawk raven phoenix1 monkey12 kitten1 kitty1 puppy doggy doggie1 dog cat123
horse bunny rabbit1 turtle1 fishing1 hunting1 camping outdoor nature forest1 ocean river mountain1
island beach1 sunset paradise1 heaven12 mercedes1 bmw audi porsche1 ferrari1 corvette1 mustang12
camaro1 chevy ford honda toyota1 nissan1 harley12 ducati yamaha1 suzuki kawasaki england france
germany russia italy spain canada1 brazil mexico1 china japan india korea australia london1 paris
berlin moscow newyork1 chicago1 boston1 texas florida1 california vegas miami seattle denver
manchester chelsea123 arsenal1 barcelona realmadrid juventus milan liverpool1 united1 everton
celtic1 rangers1 lakers1 bulls yankees12 cowboys1 steelers12 packers1 eagles1 patriots redskins1
raiders1 49ers iloveyou12 iloveme loveme1 lovers1 lover1 forever1 always together friends1 family1
mommy mother1 father daddy mom123 sister brother baby123 babyboy babydoll sweetheart darling
`;

const RUSSIAN = `
privet privet123 privetik poka zdravstvuy parol parol123 parolparol parol1 mojparol moiparol
mypassword nopassword noparol netparolya hochu lubov lyubov lubimaya lubimiy lublu lublutebya
yalublutebya ilovetebya kotik kotenok kotyara kisa kiska kiskis zaika zayka zaichik solnce
solnyshko solnishko rybka rybka123 malysh malyshka medved medvedik mishka mishka123 lisa lisenok
belka sobaka koshka ptichka lastochka zvezda zvezdochka angelok angelochek devochka malchik
rossiya rossia russia1 moskva moskva123 piter sankt peterburg kazan ekaterinburg novosibirsk
spartak spartak1 spartak123 zenit zenit123 cska cska1 dinamo lokomotiv torpedo natasha1 natasha123
natali natalia natalya nataly marina1 marina123 svetlana sveta sveta123 svetik tatiana tatyana
tanya tanya123 tanechka olga olga123 olya olenka irina irina123 ira irochka elena elena123 lena
lena123 lenochka katya katya123 katerina ekaterina katyusha anastasia anastasiya nastya nastya123
nastena yulia yuliya julia julia123 yulya masha masha123 mariya maria maria123 anna anna123 anya
anechka annushka oksana oksana123 ksenia kseniya ksusha alena alena123 alyona galina valentina
valya lyudmila ludmila lyuda luda nadezhda nadya vera verochka lubov1 larisa lara inna alla nina
nina123 zoya polina polina123 dasha dasha123 darya daria kristina1 veronika vika vika123 viktoriya
alina alina123 alisa arina karina sofia sofiya sonya sonechka valeria valeriya lera ulyana
elizaveta liza liza123 yana yana123 sergei sergey123 serega seryoga sergeevich dmitriy dmitry dima
dima123 dimon dimka aleksandr alexandr aleksandr1 alexander sasha123 sashka shurik aleksey alexey
alexei lesha leha andrey1 andrei andrey123 andryuha vladimir vova vova123 volodya vovan nikolay
nikolai kolya kolyan mikhail misha misha123 mihail maksim maxim maksim123 max123 maks ivan ivan123
vanya vanechka pavel pasha pasha123 roman roma roma123 denis denis123 evgeniy evgeny zhenya
zhenya123 artem artem123 artyom anton anton123 igor igor123 oleg oleg123 yuriy yura vitaliy
vitalik viktor vitya konstantin kostya stanislav stas vadim vadim123 vyacheslav slava ruslan timur
kirill kirill123 nikita1 nikita123 egor egor123 ilya ilya123 danila danil daniil gleb bogdan
yaroslav semen stepan fedor grigoriy grisha boris leonid lenya petr petya valeriy valera arkadiy
gennadiy gena vasiliy vasya vasya123 matvey mark timofey ivanov petrov sidorov smirnov kuznetsov
popov vasiliev sokolov mikhailov novikov fedorov morozov volkov alekseev lebedev semenov egorov
pavlov kozlov stepanov nikolaev orlov ivanova petrova smirnova kuznetsova popova sokolova novikova
morozova volkova qwertyuiop1 qwertyuiop123 qwertyuio qwertyuiop[] 1q2w3e4r5 1q2w3e4r5t6
1q2w3e4r5t6y7 q1w2e3r4t5y6u7 12qwaszx1 zaq1zaq1 xsw2zaq1 1qaz@wsx 1qa2ws3ed 1qw23er4 ghbdtn123
ghbdtnbr gfhjkm123 gfhjkmgfhjkm vfhbyf vfrcbv yfnfif lheu ytpyf. rjirf cj,frf ufkbyf bkmz ktyf
ntcn ifhbr lbvf cthutq fylhtq fktrcfylh vjcrdf qazwsxedcrfv qazwsx123 qazwsxedc123 zxcvbnm12
asdfghjkl1 asdfghjkl123 asdfgh1 asdfg yandex yandex123 vkontakte vkontakte123 vk123 vkvkvk
odnoklassniki odnoklassniki123 mailru mail123 rambler google123 gmail123 skype skype123 telegram
whatsapp instagram zxcasdqwe qweasdzxc123 qweqweqwe qwe qwe123qwe 123qwe123 qwe321 ewq321 321qwe
asd123asd nokia nokia123 samsung1 samsung123 iphone apple1 lenovo matrix123 stalker1 stalker123
metro2033 tanki tankionline warface dota dota2 kontra counterstrike cs16 csgo zadrot nagibator
pro100 pro100ya krutoy tupoy durak idiot abitura abiturient college kolledzh kolledj tehnikum
student student1 student123 studenty shkola school1 school123 ucheba urok uchitel prepodavatel
direktor dekan rektor priem 1q1q1q1q 1w2e3r4t 2w3e4r5t q1q1q1q1 qweasdzxc1 qwertyqwerty qwertyasdf
1111aaaa aaaa1111 aaaaaaaa aaaaaaa bbbbbb cccccc ssssss zzzzzzzz 1234abcd1 12344321a 11111q 111qqq
123456zz 123456zxc 123zxc 321654 654987 2580 258258 852456 131313a 696969qq 777888 789654
789654123 987654123 741852 147896325 159753456 12012012 01011980 01011990 01011991 01011985
01012000 1980 1981 1982 1983 1984 1985 1994 1995 1996 1997 1998 1999 2001 2002 2003 2004 2005 2010
2012 2020 2021 2022 2023 2024 2025
`;

const CYRILLIC = `
йцукен йцукенг йцукенгш йцукенгшщз йцукенгшщзхъ йцукен123 123йцукен 1й2ц3у4к 1й2ц3у4к5е фыва
фывапр фывапролд фывапролдж фывапролджэ ячсмит ячсмить ячсмитьбю пароль пароль1 пароль123
парольпароль мойпароль привет привет123 приветик любовь люблю люблютебя солнышко солнце котенок
котик зайка наташа марина светлана татьяна ольга ирина елена анастасия екатерина максим александр
сергей дмитрий андрей владимир алексей москва россия спартак зенит
`;

const SET: ReadonlySet<string> = new Set(
  [BREACH_TOP, RUSSIAN, CYRILLIC]
    .join(' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((entry) => entry.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return SET.has(password.toLowerCase());
}

export const COMMON_PASSWORD_COUNT = SET.size;
