/** The four portfolio projects, hard-coded as the spec says. Images are local illustrations. */
export interface ProjectImage {
  src: string;
  alt: string;
  caption: string;
}

export interface Project {
  id: number;
  title: string;
  category: string;
  location: string;
  completionDate: string;
  client: string;
  size: string;
  team: string;
  summary: string;
  mainImage: ProjectImage;
  gallery: readonly ProjectImage[];
  description: string;
  challenge: string;
  solution: string;
  features: readonly string[];
  specifications: readonly { label: string; value: string }[];
}

const image = (
  id: number,
  view: 'exterior' | 'dusk' | 'interior' | 'plan',
  alt: string,
  caption: string,
) => ({
  src: `/images/abode-city/project-${id}-${view}.svg`,
  alt,
  caption,
});

export const projects = [
  {
    id: 1,
    title: 'Karen Hills Residence',
    category: 'Residential',
    location: 'Karen, Nairobi',
    completionDate: 'March 2024',
    client: 'The Odhiambo Family',
    size: '450 m² on a half-acre plot',
    team: '8 architects, engineers and designers',
    summary: 'A four-bedroom family villa with a garden wing, built around an old jacaranda.',
    mainImage: image(
      1,
      'exterior',
      'Illustration of a red-roofed villa with a garden wing among trees',
      'Front elevation',
    ),
    gallery: [
      image(1, 'dusk', 'Illustration of the villa at dusk with its windows lit', 'The villa at dusk'),
      image(
        1,
        'interior',
        'Illustration of a bright living room with a teal sofa and a large window',
        'Living room',
      ),
      image(
        1,
        'plan',
        'Blueprint of the ground floor: living, kitchen, dining, master and two bedrooms',
        'Ground floor plan',
      ),
    ],
    description:
      'A family home on a sloping half-acre plot in Karen. The family wanted generous shared spaces for weekend gatherings, private bedrooms for three teenagers, and a garden they could see from every room.',
    challenge:
      'The plot falls four metres from the road and a protected jacaranda stands in the middle of it. The family also wanted to keep water and power bills low through the long dry season.',
    solution:
      'We split the house into two wings that step down the slope on either side of the jacaranda, joined by a glazed gallery. Deep eaves shade the windows, and a 30,000-litre underground tank collects every drop from the roofs.',
    features: [
      'Two wings stepping down the slope around a protected tree',
      'Open-plan living, dining and kitchen opening onto the garden',
      'Rainwater harvesting into a 30,000-litre underground tank',
      'Solar water heating and a 5 kW solar power system',
      'Cross-ventilated bedrooms that stay cool without air conditioning',
    ],
    specifications: [
      { label: 'Bedrooms', value: '4, all en suite' },
      { label: 'Floors', value: '2' },
      { label: 'Structure', value: 'Reinforced concrete frame, machine-cut stone walls' },
      { label: 'Roof', value: 'Clay tiles on timber trusses' },
      { label: 'Energy', value: '5 kW solar with battery back-up' },
      { label: 'Parking', value: '3 covered bays' },
    ],
  },
  {
    id: 2,
    title: 'Kilimani Heights Apartments',
    category: 'Multi-family Residential',
    location: 'Kilimani, Nairobi',
    completionDate: 'November 2023',
    client: 'Heights Development Ltd',
    size: '6,800 m² across 12 floors',
    team: '15 architects, engineers and quantity surveyors',
    summary: 'Forty-eight two- and three-bedroom apartments with a rooftop garden.',
    mainImage: image(
      2,
      'exterior',
      'Illustration of a twelve-storey apartment block with a lower wing',
      'Street view',
    ),
    gallery: [
      image(2, 'dusk', 'Illustration of the apartment block at dusk with lit windows', 'Evening view'),
      image(
        2,
        'interior',
        'Illustration of an apartment living room with an orange sofa',
        'Show apartment living room',
      ),
      image(
        2,
        'plan',
        'Blueprint of a typical apartment: living, kitchen, dining, master bedroom, second bedroom and bath',
        'Typical apartment plan',
      ),
    ],
    description:
      'Forty-eight apartments for young professionals and families on a busy Kilimani street, with shared spaces that make a tall building feel like a neighbourhood.',
    challenge:
      'A narrow plot, strict plot-ratio limits from the county and a tight budget: the developer needed as many homes as possible without the flats feeling cramped or dark.',
    solution:
      'An L-shaped block lets every apartment face two ways for daylight and cross-breezes. We fixed the plan to a repeating grid that cut construction time by ten weeks and kept the build within the BOQ.',
    features: [
      '48 apartments: 32 two-bedroom and 16 three-bedroom units',
      'Rooftop garden with a children’s play area and barbecue terrace',
      'Two high-speed lifts and a standby generator for common areas',
      'Borehole and water treatment plant for reliable supply',
      'Secure basement parking with CCTV and access control',
    ],
    specifications: [
      { label: 'Floors', value: '12 plus basement' },
      { label: 'Units', value: '48' },
      { label: 'Unit sizes', value: '85 m² to 130 m²' },
      { label: 'Structure', value: 'Reinforced concrete frame and flat slabs' },
      { label: 'Lifts', value: '2 × 8-person passenger lifts' },
      { label: 'Parking', value: '60 basement bays' },
    ],
  },
  {
    id: 3,
    title: 'Westlands Business Hub',
    category: 'Commercial',
    location: 'Westlands, Nairobi',
    completionDate: 'June 2023',
    client: 'Mlimani Holdings',
    size: '9,500 m² of lettable office space',
    team: '20 architects, engineers and interior designers',
    summary: 'A green-certified office tower with flexible floors for growing companies.',
    mainImage: image(
      3,
      'exterior',
      'Illustration of a glass office tower flanked by two lower blocks',
      'Main entrance',
    ),
    gallery: [
      image(3, 'dusk', 'Illustration of the office tower at dusk with some floors lit', 'The tower at dusk'),
      image(
        3,
        'interior',
        'Illustration of a reception lounge with a blue sofa and a large window',
        'Reception lounge',
      ),
      image(
        3,
        'plan',
        'Blueprint of a typical office floor: reception, cafe, open office, boardroom, meeting room and services',
        'Typical office floor plan',
      ),
    ],
    description:
      'A 14-floor office building for companies that want modern, efficient space close to the Westlands business district, from a single desk to a whole floor.',
    challenge:
      'Tenants asked for bright, open floors, but a fully glazed tower in Nairobi sun overheats and runs up huge cooling bills.',
    solution:
      'A high-performance double-glazed facade with external fins blocks the low morning and evening sun, while a central core frees the floors of columns so tenants can lay them out as they like.',
    features: [
      'Column-free floors that divide into suites from 120 m²',
      'Double-glazed facade with solar fins, cutting cooling loads by a third',
      'Rooftop solar array and LED lighting with motion sensors',
      'Shower and bicycle facilities for staff',
      'Fibre connectivity from three providers',
    ],
    specifications: [
      { label: 'Floors', value: '14 plus 3 basement levels' },
      { label: 'Floor plate', value: '680 m²' },
      { label: 'Facade', value: 'Double-glazed curtain wall with aluminium fins' },
      { label: 'Certification', value: 'EDGE green building certified' },
      { label: 'Lifts', value: '4 × 13-person high-speed lifts' },
      { label: 'Parking', value: '210 bays' },
    ],
  },
  {
    id: 4,
    title: 'Naivasha Lakeside Lodge',
    category: 'Hospitality',
    location: 'Naivasha, Nakuru County',
    completionDate: 'August 2022',
    client: 'Ziwa Hospitality Group',
    size: '2,200 m² across 5 acres',
    team: '10 architects, engineers and landscape designers',
    summary: 'An eco-lodge of thatched cottages on the shore of Lake Naivasha.',
    mainImage: image(
      4,
      'exterior',
      'Illustration of three thatched lodge pavilions beside a lake',
      'Lakeside pavilions',
    ),
    gallery: [
      image(
        4,
        'dusk',
        'Illustration of the lodge pavilions at dusk beside the lake',
        'Sundowners by the lake',
      ),
      image(
        4,
        'interior',
        'Illustration of a guest lounge with a brown sofa and a large window',
        'Guest lounge',
      ),
      image(
        4,
        'plan',
        'Blueprint of the main lodge: lounge, kitchen, restaurant, spa and two suites',
        'Main lodge plan',
      ),
    ],
    description:
      'A 24-room lodge for weekend visitors from Nairobi and international guests, set among acacia trees on the shore of Lake Naivasha.',
    challenge:
      'The site lies in a sensitive riparian zone with hippos nearby and a lake level that rises in wet years. The client wanted comfort without harming the landscape that guests come to see.',
    solution:
      'Cottages stand on raised platforms above the highest recorded water level, built with local stone, timber and thatch. Solar power and a reed-bed wastewater system keep the lodge almost entirely off-grid.',
    features: [
      '24 guest rooms in thatched cottages raised above flood level',
      'Main lodge with restaurant, lounge and spa facing the lake',
      'Reed-bed wastewater treatment and rainwater harvesting',
      'Solar power covering over 80% of the lodge’s needs',
      'Walkways routed around every mature acacia on the site',
    ],
    specifications: [
      { label: 'Rooms', value: '24 cottages' },
      { label: 'Site', value: '5 acres' },
      { label: 'Materials', value: 'Local stone, cypress timber and makuti thatch' },
      { label: 'Energy', value: '60 kW solar with battery storage' },
      { label: 'Water', value: 'Rainwater harvesting and borehole' },
      { label: 'Wastewater', value: 'Constructed reed-bed system' },
    ],
  },
] as const satisfies readonly Project[];

/** The project for an id from the address; anything unknown falls back to the first project. */
export function projectById(id: string | undefined): Project {
  return projects.find((project) => String(project.id) === id) ?? projects[0];
}
