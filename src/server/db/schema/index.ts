export * from './audit.ts';
export * from './catalog.ts';
export * from './content.ts';
export * from './members.ts';
export * from './orders.ts';
export * from './partners.ts';
export * from './system.ts';
export * from './workshop.ts';
