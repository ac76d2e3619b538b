/**
 * What the console's hold form and the server's refusal both say: the box
 * staff tick before holding a unit for a lead the human check did not verify.
 */
export const confirmAddressLabel = 'I have confirmed this address with the person';

/** The server's answer to a hold of such a lead without the tick. */
export const unconfirmedHoldText = `This registration was not verified by the human check: tick “${confirmAddressLabel}” to hold a unit for them. Nothing was held or sent.`;
