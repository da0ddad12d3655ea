// Inputs, forms and pickers. Listed by hand: this is the kit's public surface.
export * from './components/Button';
