/**
 * Passwords (lower-cased) that top the public leak lists, plus the words Kenyan users and this product make
 * obvious (nairobi, mpesa, abode…). A password is refused when it, or it without its trailing digits and
 * symbols ("Password2025!" → "password"), is on this list.
 */
const list =
  '!qaz2wsx 000000 00000000 007007 0987654321 1111 11111 111111 1111111 11111111 111111111 1111111111 ' +
  '112233 11223344 121212 12121212 123123 123321 12341234 12345 123456 1234567 12345678 123456789 ' +
  '1234567890 123456a 123456q 12345qwert 1234abcd 123654 123abc 123qwe 123qweasd 131313 147258369 ' +
  '159357 159753 1a2b3c4d 1q2w3e 1q2w3e4r 1q2w3e4r5t 1q2w3e4r5t6y 1qaz2wsx 1qaz2wsx3edc 1qazxsw2 222222 ' +
  '2wsx3edc 333333 444444 5201314 555555 654321 666666 696969 741852963 753951 777777 7777777 789456123 ' +
  '852456 888888 987654321 9876543210 999999 a123456 a12345678 aa123456 aaaaaa aaaaaaaa ababab abc123 ' +
  'abc12345 abc123456 abcabc abcd1234 abcdef abcdefg abode abode123 abode2024 abode2025 abode2026 ' +
  'access access123 admin admin1 admin12 admin123 admin1234 admin2024 administrator agent agent007 ' +
  'airtel amanda amen andrew angel angel1 angels anthony apartment apple apple123 april army arsenal ' +
  'arsenal123 asante asd123 asdasd asdf asdf1234 asdfasdf asdfgh asdfghjk asdfghjkl ashley august ' +
  'autumn autumn2025 avengers azerty azerty123 baby baby123 babyboy babygirl bailey banana barcelona ' +
  'baseball baseball1 basketball batman batman123 bear beautiful billion blahblah blessed blessed1 ' +
  'blessing blues bmw bond007 brother burger business buster butterfly captain caretaker cash champion ' +
  'changeme changeme123 charlie charlie1 cheese chelsea chelsea123 chicken chocolate christ christian ' +
  'cobra coffee college company company1 computer cookie coop cooperative corvette crystal cute cutie ' +
  'cyber daisy daniel darling database december default dell diamond doctor dollar donald dragon ' +
  'dragon123 dragonball dream dreams eagle eldoret energy engineer equity facebook faith falcon family ' +
  'father february ferrari flower flowers football football1 football123 forest forever fortnite ' +
  'freedom friday frodo fuckyou galaxy gamer gaming gandalf garden gigiri ginger god godisgood ' +
  'godislove goku gold golden google gooner grace guest guest123 gunners hacker hacking hakuna ' +
  'hakunamatata happy happy123 harambee harley harrypotter heaven hello hello123 hero hockey hogwarts ' +
  'home home123 honey hope hottie house house123 hp huawei hulk hunter hunter2 iloveu iloveyou ' +
  'iloveyou1 iloveyou2 instagram internet iphone ironman jambo jambo123 james007 january jasmine java ' +
  'javascript jennifer jessica jesus jesus1 jesus123 jesuschrist jesuslovesme joker jordan jordan123 ' +
  'jordan23 joshua july june juventus karen karibu karibu123 kcb kenya kenya123 kenya2024 kenya2025 ' +
  'kenya2026 kenyan kiambu kibera kilimani killer kisumu kitengela landlord legend lenovo letmein ' +
  'letmein1 letmein123 lily linkedin linux lion lion123 liverpool liverpool1 login login123 lord123 ' +
  'love123 lovely loveme lovers lucky lucky123 lucky7 maggie magic manager manager1 manchester manutd ' +
  'march mario marvel master master123 matrix matthew mercedes michael michael1 michelle microsoft ' +
  'million minecraft mombasa monday money money123 monkey monkey123 moon mother mountain mpesa mungu ' +
  'mungu123 mustang mustchange mypass mypassword mysql nairobi nairobi123 nairobi254 nakuru naruto ' +
  'nature ncc1701 network newpass newpassword nicole ninja nintendo nokia nopassword nothing november ' +
  'nurse ocean october office office123 oldpassword oracle orange p@ssw0rd p@ssword pa$$w0rd pa55word ' +
  'pass123 pass1234 passw0rd passw0rd! passwd password password! password01 password1 password1! ' +
  'password12 password123 password1234 password2 pepper php pikachu pilot pizza planet platinum player ' +
  'playstation pokemon police porsche power praise pretty princess princess1 property property1 pussy ' +
  'python q1w2e3 q1w2e3r4 q1w2e3r4t5 qazqaz qazwsx qwe123 qwe123qwe qweasd qweasdzxc qweqwe qwerasdf ' +
  'qwert12345 qwerty qwerty007 qwerty1 qwerty12 qwerty123 qwerty1234 qwerty12345 qwertyu qwertyui ' +
  'qwertyuiop rainbow realestate realmadrid reds rent rent123 river robert roblox rocket rongai root ' +
  'root123 rose ruaka safaricom samantha samsung samurai school school123 secret secret123 security ' +
  'september server sexy sexy123 shadow shadow123 shark sherlock shilling silver simba simba123 sister ' +
  'smile snoopy soccer soccer123 soldier sonic sony spiderman spring spring2025 star stars starwars ' +
  'starwars1 strong student student1 success success1 summer summer2023 summer2024 summer2025 ' +
  'summer2026 sun sunday sunshine sunshine1 superman superman1 sweetheart sweety system system123 tea ' +
  'teacher telkom temp temp123 tenant tenant123 test test123 test1234 testing thika thomas thor tiger ' +
  'tigger together toor trustno1 twitter uhuru uhuru2024 universe university user user123 victory ' +
  'welcome welcome! welcome01 welcome1 welcome1! welcome123 welcome2024 welcome2025 welcome2026 ' +
  'westlands whatever whatever1 william windows winner winter winter2024 winter2025 wolf xbox xsw21qaz ' +
  'yahoo yesu yesu123 yourpassword youtube zaq12wsx zaq1xsw2 zaq1zaq1 zelda zxc123 zxcvbn zxcvbnm ' +
  'zxcvbnm1 zxcvbnm123 zxczxc';

export const commonPasswords: ReadonlySet<string> = new Set(list.split(' '));
