/** Countries the address forms offer: Greece and Cyprus first, then the rest of the EU and the neighbours the shop ships to. */
export const shippingCountries = ['GR', 'CY', 'AT', 'BE', 'BG', 'HR', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'AL', 'MK', 'RS', 'TR', 'GB', 'CH', 'NO', 'US'];
