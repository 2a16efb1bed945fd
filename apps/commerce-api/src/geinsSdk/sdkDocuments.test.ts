import { buildSchema, parse, print, validate } from 'graphql';
import { describe, expect, it } from 'vitest';
import { loadTypeDefs } from '../schema/loadSchema';
import { readSdkDocuments, sdkPackages } from './sdkDocuments';

const documents = readSdkDocuments();

describe('the official Geins SDK operation documents', () => {
  const schema = buildSchema(loadTypeDefs());

  it('are all read from the installed packages (channels, menus and areas, carts, checkout and orders, users)', () => {
    const names = documents.map((document) => document.name);
    // A bundling change in a newer SDK would silently read nothing: the test names what it expects.
    expect(names).toEqual(
      expect.arrayContaining([
        '@geins/core getChannels',
        '@geins/cms MenuAtLocation',
        '@geins/cms widgetArea',
        '@geins/oms getCart',
        '@geins/oms createOrUpdateCheckout',
        '@geins/oms placeOrder',
        '@geins/oms getOrderPublic',
        '@geins/crm UserGet',
        '@geins/crm UserOrders',
      ]),
    );
    for (const packageName of sdkPackages)
      expect(
        names.some((name) => name.startsWith(`${packageName} `)),
        packageName,
      ).toBe(true);
    expect(documents.length).toBeGreaterThanOrEqual(30);
  });

  it.each(documents.map((document) => [document.name, document.document] as const))(
    '%s validates against the embedded schema',
    (_, document) => {
      expect(validate(schema, document).map((error) => error.message)).toEqual([]);
    },
  );

  it('the check fails for a document that selects a field the schema lacks', () => {
    const [cartDocument] = documents.filter((document) => document.name === '@geins/oms getCart');
    const broken = parse(
      print(cartDocument!.document).replace('merchantData', 'merchantDataThatDoesNotExist'),
    );
    expect(validate(schema, broken).map((error) => error.message)).toEqual([
      expect.stringContaining(
        'Cannot query field "merchantDataThatDoesNotExist" on type "CartType".',
      ),
    ]);
  });
});
