import { msg } from '@lingui/core/macro';

/** The firm's fixed facts: who leads it, where it sits, when it answers and what it shows first. */
export const firm = {
  phone: '+254 722 418 305',
  email: 'studio@abodecity.co.ke',
  businessHours: msg`Monday to Friday, 8:00 AM to 6:00 PM`,
  leader: {
    name: 'Arch. Grace Wanjiku Mwangi',
    role: msg`Principal Architect & Founder`,
    initials: 'GM',
    bio: [
      msg`Grace is registered with the Board of Registration of Architects and Quantity Surveyors of Kenya and is a corporate member of the Architectural Association of Kenya.`,
      msg`For more than fifteen years she has led homes, apartment blocks, offices and lodges from first sketch to handover, with a focus on natural light, local materials and buildings that stay cool without air conditioning.`,
    ],
    phone: '+254 722 418 305',
    email: 'grace.mwangi@abodecity.co.ke',
  },
  offices: [
    { name: msg`Westlands Studio`, address: msg`3rd Floor, Woodvale Grove, Westlands, Nairobi` },
    { name: msg`Karen Office`, address: msg`Karen Road, next to The Hub Karen, Karen, Nairobi` },
  ],
  /**
   * The process film on the video provider, played through its privacy-enhanced (no-cookie) player.
   * A stand-in until the firm uploads its own; only this id needs to change.
   */
  processVideoId: 'M7lc1UVf-VE',
} as const;
