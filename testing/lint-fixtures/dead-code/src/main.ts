import { rentDueDay } from './rent-terms';

console.log(rentDueDay);
