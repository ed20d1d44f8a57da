import { msg } from '@lingui/core/macro';

/** The six services the firm offers, in the order the spec lists them. */
export const services = [
  {
    id: 'archicad',
    icon: 'pen',
    title: msg`ArchiCAD Design`,
    body: msg`Accurate 3D models and construction drawings in ArchiCAD, ready for county approval and for the builders on site.`,
  },
  {
    id: 'house-designs',
    icon: 'house',
    title: msg`House Designs`,
    body: msg`Bungalows, maisonettes and villas designed around your plot, your family and your budget.`,
  },
  {
    id: 'interior',
    icon: 'sofa',
    title: msg`Interior Design`,
    body: msg`Layouts, finishes, lighting and joinery that make every room comfortable and easy to live in.`,
  },
  {
    id: 'exterior',
    icon: 'trees',
    title: msg`Exterior Design`,
    body: msg`Facades, roofs, landscaping and outdoor living spaces that suit the Kenyan climate.`,
  },
  {
    id: 'construction',
    icon: 'hardhat',
    title: msg`Construction`,
    body: msg`Turnkey building by our own site team, with weekly photo reports and clear payment milestones.`,
  },
  {
    id: 'boq',
    icon: 'calculator',
    title: msg`Bill of Quantities (BOQs)`,
    body: msg`Detailed BOQs from registered quantity surveyors, so you know what your build will cost before you start.`,
  },
] as const;

export type ServiceIcon = (typeof services)[number]['icon'];
