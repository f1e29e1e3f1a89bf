import type { OpeningHours, ShopCode } from 'shared-domain';

// Demo pickup points: real cities, streets, postcodes and coordinates of both networks. Z-BOXes
// and easyboxes are open all day; the few staffed Zásilkovna branches keep shop hours.

export interface PickupPointSeed {
  shop: ShopCode;
  code: string;
  network: string;
  name: string;
  street: string;
  city: string;
  postcode: string;
  latitude: number;
  longitude: number;
  openingHours: OpeningHours[];
  congested: boolean;
}

const allDays = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const nonStop: OpeningHours[] = allDays.map((day) => ({ day, opens: '00:00', closes: '23:59' }));
const branchHours: OpeningHours[] = [
  ...(['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, opens: '08:00', closes: '20:00' })),
  { day: 'sat', opens: '09:00', closes: '14:00' },
];

type Row = [
  city: string,
  name: string,
  street: string,
  postcode: string,
  lat: number,
  lng: number,
  congested?: boolean,
];

const cz: Row[] = [
  ['Praha', 'Z-BOX Praha 1, Národní', 'Národní 63/26', '110 00', 50.0817, 14.4189],
  ['Praha', 'Zásilkovna Praha 2, Vinohradská', 'Vinohradská 48', '120 00', 50.0762, 14.4396, true],
  ['Praha', 'Z-BOX Praha 3, Seifertova', 'Seifertova 570/9', '130 00', 50.0852, 14.4466],
  ['Praha', 'Zásilkovna Praha 4, Budějovická', 'Budějovická 1667/64', '140 00', 50.0446, 14.4496],
  ['Praha', 'Z-BOX Praha 5, Anděl', 'Nádražní 344/25', '150 00', 50.0706, 14.404],
  ['Praha', 'Z-BOX Praha 6, Dejvická', 'Dejvická 306/8', '160 00', 50.1, 14.3937],
  ['Praha', 'Zásilkovna Praha 7, Letná', 'Milady Horákové 387/116', '170 00', 50.0988, 14.4218],
  ['Praha', 'Z-BOX Praha 8, Palmovka', 'Zenklova 31/2', '180 00', 50.1044, 14.4751],
  ['Praha', 'Z-BOX Praha 9, Vysočany', 'Freyova 945/35', '190 00', 50.1088, 14.501],
  ['Brno', 'Z-BOX Brno, Česká', 'Česká 166/14', '602 00', 49.1967, 16.6072],
  ['Brno', 'Zásilkovna Brno, Královo Pole', 'Palackého třída 1317/112', '612 00', 49.2234, 16.5929],
  ['Brno', 'Z-BOX Brno, Židenice', 'Bubeníčkova 4261/48', '615 00', 49.2047, 16.6469],
  ['Ostrava', 'Z-BOX Ostrava, Nádražní', 'Nádražní 1208/32', '702 00', 49.8389, 18.2855],
  [
    'Ostrava',
    'Zásilkovna Ostrava-Poruba, Hlavní třída',
    'Hlavní třída 583/75',
    '708 00',
    49.8331,
    18.164,
    true,
  ],
  ['Plzeň', 'Z-BOX Plzeň, Americká', 'Americká 2525/43', '301 00', 49.7432, 13.3774],
  ['Plzeň', 'Z-BOX Plzeň, Slovany', 'Slovanská alej 1996/28', '326 00', 49.7347, 13.3997],
  ['Olomouc', 'Zásilkovna Olomouc, Masarykova', 'Masarykova třída 703/23', '779 00', 49.5939, 17.2634],
  ['Liberec', 'Z-BOX Liberec, Pražská', 'Pražská 138/2', '460 01', 50.768, 15.0563],
  [
    'České Budějovice',
    'Z-BOX České Budějovice, Lannova',
    'Lannova třída 1464/16',
    '370 01',
    48.9745,
    14.4809,
  ],
  ['Hradec Králové', 'Z-BOX Hradec Králové, Gočárova', 'Gočárova třída 1620/40', '500 02', 50.2107, 15.8337],
  ['Pardubice', 'Z-BOX Pardubice, třída Míru', 'třída Míru 60', '530 02', 50.0379, 15.7789],
  ['Ústí nad Labem', 'Zásilkovna Ústí nad Labem, Hrnčířská', 'Hrnčířská 3110/2', '400 01', 50.6597, 14.0414],
  ['Zlín', 'Z-BOX Zlín, náměstí Míru', 'náměstí Míru 174', '760 01', 49.2265, 17.6668],
  ['Jihlava', 'Z-BOX Jihlava, Masarykovo náměstí', 'Masarykovo náměstí 1970/9', '586 01', 49.3961, 15.5912],
  ['Karlovy Vary', 'Z-BOX Karlovy Vary, T. G. Masaryka', 'T. G. Masaryka 845/34', '360 01', 50.2305, 12.8727],
];

const ro: Row[] = [
  ['București', 'easybox București – Piața Unirii', 'Bulevardul Unirii 1', '030119', 44.4268, 26.1025],
  ['București', 'easybox București – Piața Romană', 'Bulevardul Dacia 2', '010402', 44.4469, 26.0972, true],
  ['București', 'easybox București – Titan', 'Bulevardul Nicolae Grigorescu 30', '031407', 44.4218, 26.1679],
  ['București', 'easybox București – Drumul Taberei', 'Bulevardul Timișoara 26', '061344', 44.4262, 26.0334],
  ['București', 'easybox București – Pipera', 'Bulevardul Dimitrie Pompeiu 5', '020335', 44.4797, 26.1176],
  ['București', 'easybox București – Berceni', 'Bulevardul Alexandru Obregia 1', '041831', 44.3847, 26.1177],
  ['Cluj-Napoca', 'easybox Cluj-Napoca – Mărăști', 'Strada Aurel Vlaicu 3', '400582', 46.7775, 23.614],
  ['Cluj-Napoca', 'easybox Cluj-Napoca – Mănăștur', 'Calea Florești 2', '400512', 46.7556, 23.554],
  ['Cluj-Napoca', 'easybox Cluj-Napoca – Centru', 'Strada Memorandumului 28', '400114', 46.7698, 23.5868],
  ['Iași', 'easybox Iași – Palas', 'Strada Palas 7A', '700051', 47.1568, 27.5874],
  ['Iași', 'easybox Iași – Tătărași', 'Bulevardul Independenței 15', '700101', 47.1661, 27.5898],
  ['Timișoara', 'easybox Timișoara – Iulius Town', 'Piața Consiliul Europei 2', '300627', 45.766, 21.2276],
  ['Timișoara', 'easybox Timișoara – Complex Studențesc', 'Aleea Studenților 5', '300551', 45.7475, 21.2374],
  ['Constanța', 'easybox Constanța – Tomis Mall', 'Bulevardul Tomis 237', '900407', 44.1894, 28.6378],
  [
    'Constanța',
    'easybox Constanța – City Park',
    'Bulevardul Alexandru Lăpușneanu 116C',
    '900471',
    44.2043,
    28.6387,
  ],
  ['Brașov', 'easybox Brașov – Coresi', 'Strada Zizinului 119', '500407', 45.672, 25.6155],
  ['Brașov', 'easybox Brașov – Centrul Civic', 'Bulevardul Eroilor 12', '500030', 45.6446, 25.5939],
  ['Craiova', 'easybox Craiova – Electroputere', 'Calea București 80', '200440', 44.3285, 23.8121],
  ['Galați', 'easybox Galați – Centru', 'Strada Domnească 18', '800008', 45.4376, 28.0531],
  ['Ploiești', 'easybox Ploiești – AFI', 'Strada Calomfirescu 2', '100176', 44.9394, 26.0185],
  ['Oradea', 'easybox Oradea – Lotus', 'Strada Nufărului 30', '410583', 47.0384, 21.9506],
  ['Sibiu', 'easybox Sibiu – Promenada', 'Strada Nicolae Iorga 50', '550353', 45.7865, 24.1446],
  ['Arad', 'easybox Arad – Centru', 'Bulevardul Revoluției 52', '310025', 46.1752, 21.3196],
  ['Bacău', 'easybox Bacău – Centru', 'Strada Nicolae Bălcescu 2', '600001', 46.5675, 26.914],
  ['Suceava', 'easybox Suceava – Iulius Mall', 'Strada Ștefan cel Mare 27', '720062', 47.655, 26.2546],
];

export const pickupPointSeeds: PickupPointSeed[] = [
  ...cz.map(([city, name, street, postcode, latitude, longitude, congested], index) => ({
    shop: 'cz' as const,
    code: `ZAS-${String(10_100 + index * 37)}`,
    network: 'Zásilkovna',
    name,
    street,
    city,
    postcode,
    latitude,
    longitude,
    openingHours: name.startsWith('Z-BOX') ? nonStop : branchHours,
    congested: congested ?? false,
  })),
  ...ro.map(([city, name, street, postcode, latitude, longitude, congested], index) => ({
    shop: 'ro' as const,
    code: `SDY-${String(20_200 + index * 41)}`,
    network: 'Sameday easybox',
    name,
    street,
    city,
    postcode,
    latitude,
    longitude,
    openingHours: nonStop,
    congested: congested ?? false,
  })),
];
