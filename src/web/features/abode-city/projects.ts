/** The four portfolio projects, hard-coded as the spec says, as lazy messages. Images are local illustrations. */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** A text of the portfolio: a message in both languages, or a name or figure that reads the same in both. */
export type ProjectText = MessageDescriptor | string;

/** A project text in the language shown. */
export const projectText = (i18n: I18n, text: ProjectText) =>
  typeof text === 'string' ? text : i18n._(text);

export interface ProjectImage {
  src: string;
  alt: MessageDescriptor;
  caption: MessageDescriptor;
}

export interface Project {
  id: number;
  title: MessageDescriptor;
  category: MessageDescriptor;
  location: ProjectText;
  completionDate: MessageDescriptor;
  client: ProjectText;
  size: MessageDescriptor;
  team: MessageDescriptor;
  summary: MessageDescriptor;
  mainImage: ProjectImage;
  gallery: readonly ProjectImage[];
  description: MessageDescriptor;
  challenge: MessageDescriptor;
  solution: MessageDescriptor;
  features: readonly MessageDescriptor[];
  specifications: readonly { label: MessageDescriptor; value: ProjectText }[];
}

const image = (
  id: number,
  view: 'exterior' | 'dusk' | 'interior' | 'plan',
  alt: MessageDescriptor,
  caption: MessageDescriptor,
) => ({
  src: `/images/abode-city/project-${id}-${view}.svg`,
  alt,
  caption,
});

export const projects = [
  {
    id: 1,
    title: msg`Karen Hills Residence`,
    category: msg`Residential`,
    location: 'Karen, Nairobi',
    completionDate: msg`March 2024`,
    client: msg`The Odhiambo Family`,
    size: msg`450 m² on a half-acre plot`,
    team: msg`8 architects, engineers and designers`,
    summary: msg`A four-bedroom family villa with a garden wing, built around an old jacaranda.`,
    mainImage: image(
      1,
      'exterior',
      msg`Illustration of a red-roofed villa with a garden wing among trees`,
      msg`Front elevation`,
    ),
    gallery: [
      image(1, 'dusk', msg`Illustration of the villa at dusk with its windows lit`, msg`The villa at dusk`),
      image(
        1,
        'interior',
        msg`Illustration of a bright living room with a teal sofa and a large window`,
        msg`Living room`,
      ),
      image(
        1,
        'plan',
        msg`Blueprint of the ground floor: living, kitchen, dining, master and two bedrooms`,
        msg`Ground floor plan`,
      ),
    ],
    description: msg`A family home on a sloping half-acre plot in Karen. The family wanted generous shared spaces for weekend gatherings, private bedrooms for three teenagers, and a garden they could see from every room.`,
    challenge: msg`The plot falls four metres from the road and a protected jacaranda stands in the middle of it. The family also wanted to keep water and power bills low through the long dry season.`,
    solution: msg`We split the house into two wings that step down the slope on either side of the jacaranda, joined by a glazed gallery. Deep eaves shade the windows, and a 30,000-litre underground tank collects every drop from the roofs.`,
    features: [
      msg`Two wings stepping down the slope around a protected tree`,
      msg`Open-plan living, dining and kitchen opening onto the garden`,
      msg`Rainwater harvesting into a 30,000-litre underground tank`,
      msg`Solar water heating and a 5 kW solar power system`,
      msg`Cross-ventilated bedrooms that stay cool without air conditioning`,
    ],
    specifications: [
      { label: msg`Bedrooms`, value: msg`4, all en suite` },
      { label: msg`Floors`, value: '2' },
      { label: msg`Structure`, value: msg`Reinforced concrete frame, machine-cut stone walls` },
      { label: msg`Roof`, value: msg`Clay tiles on timber trusses` },
      { label: msg`Energy`, value: msg`5 kW solar with battery back-up` },
      { label: msg`Parking`, value: msg`3 covered bays` },
    ],
  },
  {
    id: 2,
    title: msg`Kilimani Heights Apartments`,
    category: msg`Multi-family Residential`,
    location: 'Kilimani, Nairobi',
    completionDate: msg`November 2023`,
    client: 'Heights Development Ltd',
    size: msg`6,800 m² across 12 floors`,
    team: msg`15 architects, engineers and quantity surveyors`,
    summary: msg`Forty-eight two- and three-bedroom apartments with a rooftop garden.`,
    mainImage: image(
      2,
      'exterior',
      msg`Illustration of a twelve-storey apartment block with a lower wing`,
      msg`Street view`,
    ),
    gallery: [
      image(2, 'dusk', msg`Illustration of the apartment block at dusk with lit windows`, msg`Evening view`),
      image(
        2,
        'interior',
        msg`Illustration of an apartment living room with an orange sofa`,
        msg`Show apartment living room`,
      ),
      image(
        2,
        'plan',
        msg`Blueprint of a typical apartment: living, kitchen, dining, master bedroom, second bedroom and bath`,
        msg`Typical apartment plan`,
      ),
    ],
    description: msg`Forty-eight apartments for young professionals and families on a busy Kilimani street, with shared spaces that make a tall building feel like a neighbourhood.`,
    challenge: msg`A narrow plot, strict plot-ratio limits from the county and a tight budget: the developer needed as many homes as possible without the flats feeling cramped or dark.`,
    solution: msg`An L-shaped block lets every apartment face two ways for daylight and cross-breezes. We fixed the plan to a repeating grid that cut construction time by ten weeks and kept the build within the BOQ.`,
    features: [
      msg`48 apartments: 32 two-bedroom and 16 three-bedroom units`,
      msg`Rooftop garden with a children’s play area and barbecue terrace`,
      msg`Two high-speed lifts and a standby generator for common areas`,
      msg`Borehole and water treatment plant for reliable supply`,
      msg`Secure basement parking with CCTV and access control`,
    ],
    specifications: [
      { label: msg`Floors`, value: msg`12 plus basement` },
      { label: msg`Units`, value: '48' },
      { label: msg`Unit sizes`, value: msg`85 m² to 130 m²` },
      { label: msg`Structure`, value: msg`Reinforced concrete frame and flat slabs` },
      { label: msg`Lifts`, value: msg`2 × 8-person passenger lifts` },
      { label: msg`Parking`, value: msg`60 basement bays` },
    ],
  },
  {
    id: 3,
    title: msg`Westlands Business Hub`,
    category: msg`Commercial`,
    location: 'Westlands, Nairobi',
    completionDate: msg`June 2023`,
    client: 'Mlimani Holdings',
    size: msg`9,500 m² of lettable office space`,
    team: msg`20 architects, engineers and interior designers`,
    summary: msg`A green-certified office tower with flexible floors for growing companies.`,
    mainImage: image(
      3,
      'exterior',
      msg`Illustration of a glass office tower flanked by two lower blocks`,
      msg`Main entrance`,
    ),
    gallery: [
      image(
        3,
        'dusk',
        msg`Illustration of the office tower at dusk with some floors lit`,
        msg`The tower at dusk`,
      ),
      image(
        3,
        'interior',
        msg`Illustration of a reception lounge with a blue sofa and a large window`,
        msg`Reception lounge`,
      ),
      image(
        3,
        'plan',
        msg`Blueprint of a typical office floor: reception, cafe, open office, boardroom, meeting room and services`,
        msg`Typical office floor plan`,
      ),
    ],
    description: msg`A 14-floor office building for companies that want modern, efficient space close to the Westlands business district, from a single desk to a whole floor.`,
    challenge: msg`Tenants asked for bright, open floors, but a fully glazed tower in Nairobi sun overheats and runs up huge cooling bills.`,
    solution: msg`A high-performance double-glazed facade with external fins blocks the low morning and evening sun, while a central core frees the floors of columns so tenants can lay them out as they like.`,
    features: [
      msg`Column-free floors that divide into suites from 120 m²`,
      msg`Double-glazed facade with solar fins, cutting cooling loads by a third`,
      msg`Rooftop solar array and LED lighting with motion sensors`,
      msg`Shower and bicycle facilities for staff`,
      msg`Fibre connectivity from three providers`,
    ],
    specifications: [
      { label: msg`Floors`, value: msg`14 plus 3 basement levels` },
      { label: msg`Floor plate`, value: '680 m²' },
      { label: msg`Facade`, value: msg`Double-glazed curtain wall with aluminium fins` },
      { label: msg`Certification`, value: msg`EDGE green building certified` },
      { label: msg`Lifts`, value: msg`4 × 13-person high-speed lifts` },
      { label: msg`Parking`, value: msg`210 bays` },
    ],
  },
  {
    id: 4,
    title: msg`Naivasha Lakeside Lodge`,
    category: msg`Hospitality`,
    location: msg`Naivasha, Nakuru County`,
    completionDate: msg`August 2022`,
    client: 'Ziwa Hospitality Group',
    size: msg`2,200 m² across 5 acres`,
    team: msg`10 architects, engineers and landscape designers`,
    summary: msg`An eco-lodge of thatched cottages on the shore of Lake Naivasha.`,
    mainImage: image(
      4,
      'exterior',
      msg`Illustration of three thatched lodge pavilions beside a lake`,
      msg`Lakeside pavilions`,
    ),
    gallery: [
      image(
        4,
        'dusk',
        msg`Illustration of the lodge pavilions at dusk beside the lake`,
        msg`Sundowners by the lake`,
      ),
      image(
        4,
        'interior',
        msg`Illustration of a guest lounge with a brown sofa and a large window`,
        msg`Guest lounge`,
      ),
      image(
        4,
        'plan',
        msg`Blueprint of the main lodge: lounge, kitchen, restaurant, spa and two suites`,
        msg`Main lodge plan`,
      ),
    ],
    description: msg`A 24-room lodge for weekend visitors from Nairobi and international guests, set among acacia trees on the shore of Lake Naivasha.`,
    challenge: msg`The site lies in a sensitive riparian zone with hippos nearby and a lake level that rises in wet years. The client wanted comfort without harming the landscape that guests come to see.`,
    solution: msg`Cottages stand on raised platforms above the highest recorded water level, built with local stone, timber and thatch. Solar power and a reed-bed wastewater system keep the lodge almost entirely off-grid.`,
    features: [
      msg`24 guest rooms in thatched cottages raised above flood level`,
      msg`Main lodge with restaurant, lounge and spa facing the lake`,
      msg`Reed-bed wastewater treatment and rainwater harvesting`,
      msg`Solar power covering over 80% of the lodge’s needs`,
      msg`Walkways routed around every mature acacia on the site`,
    ],
    specifications: [
      { label: msg`Rooms`, value: msg`24 cottages` },
      { label: msg`Site`, value: msg`5 acres` },
      { label: msg`Materials`, value: msg`Local stone, cypress timber and makuti thatch` },
      { label: msg`Energy`, value: msg`60 kW solar with battery storage` },
      { label: msg`Water`, value: msg`Rainwater harvesting and borehole` },
      { label: msg`Wastewater`, value: msg`Constructed reed-bed system` },
    ],
  },
] as const satisfies readonly Project[];

/** The project for an id from the address; anything unknown falls back to the first project. */
export function projectById(id: string | undefined): Project {
  return projects.find((project) => String(project.id) === id) ?? projects[0];
}
