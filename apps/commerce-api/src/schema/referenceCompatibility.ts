import {
  buildSchema,
  isEnumType,
  isInputObjectType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLNamedType,
  type GraphQLSchema,
  type GraphQLType,
} from 'graphql';

/** A client operation valid against ours may reach the reference with a stricter output, never a looser one. */
function outputCompatible(ours: GraphQLType, reference: GraphQLType): boolean {
  if (isNonNullType(reference))
    return isNonNullType(ours) && outputCompatible(ours.ofType, reference.ofType);
  if (isNonNullType(ours)) return outputCompatible(ours.ofType, reference);
  return String(ours) === String(reference);
}

function kindOf(type: GraphQLNamedType): string {
  if (isObjectType(type)) return 'object';
  if (isInputObjectType(type)) return 'input';
  if (isEnumType(type)) return 'enum';
  if (isScalarType(type)) return 'scalar';
  return 'other';
}

/**
 * Every type, field, argument and enum value of `ours` must exist in `reference` with a compatible
 * type, and every argument or input field the reference requires must exist in ours. Answers the
 * list of problems (empty when compatible).
 */
export function compareWithReference(oursSdl: string, referenceSdl: string): string[] {
  const ours = buildSchema(oursSdl);
  const reference = buildSchema(referenceSdl);
  return [...compareRoots(ours, reference), ...compareTypes(ours, reference)];
}

function compareRoots(ours: GraphQLSchema, reference: GraphQLSchema): string[] {
  const problems: string[] = [];
  if (ours.getQueryType()?.name !== reference.getQueryType()?.name)
    problems.push('query root type name differs');
  if (ours.getMutationType()?.name !== reference.getMutationType()?.name)
    problems.push('mutation root type name differs');
  return problems;
}

function compareTypes(ours: GraphQLSchema, reference: GraphQLSchema): string[] {
  const problems: string[] = [];
  for (const type of Object.values(ours.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    const match = reference.getType(type.name);
    if (!match) {
      if (!isScalarType(type) || !['String', 'Int', 'Float', 'Boolean', 'ID'].includes(type.name))
        problems.push(`type ${type.name} is not in the reference`);
      continue;
    }
    if (kindOf(type) !== kindOf(match)) {
      problems.push(
        `type ${type.name} is a ${kindOf(type)} here but a ${kindOf(match)} in the reference`,
      );
      continue;
    }
    if (isObjectType(type) && isObjectType(match)) {
      const referenceFields = match.getFields();
      for (const field of Object.values(type.getFields())) {
        const referenceField = referenceFields[field.name];
        const where = `${type.name}.${field.name}`;
        if (!referenceField) {
          problems.push(`field ${where} is not in the reference`);
          continue;
        }
        if (!outputCompatible(field.type, referenceField.type))
          problems.push(
            `field ${where} is ${String(field.type)} here but ${String(referenceField.type)} in the reference`,
          );
        for (const arg of field.args) {
          const referenceArg = referenceField.args.find((candidate) => candidate.name === arg.name);
          if (!referenceArg)
            problems.push(`argument ${where}(${arg.name}) is not in the reference`);
          else if (String(arg.type) !== String(referenceArg.type))
            problems.push(
              `argument ${where}(${arg.name}) is ${String(arg.type)} here but ${String(referenceArg.type)} in the reference`,
            );
        }
        for (const referenceArg of referenceField.args) {
          const required =
            isNonNullType(referenceArg.type) && referenceArg.defaultValue === undefined;
          if (required && !field.args.some((arg) => arg.name === referenceArg.name))
            problems.push(`required argument ${where}(${referenceArg.name}) is missing here`);
        }
      }
    }
    if (isInputObjectType(type) && isInputObjectType(match)) {
      const referenceFields = match.getFields();
      for (const field of Object.values(type.getFields())) {
        const referenceField = referenceFields[field.name];
        if (!referenceField)
          problems.push(`input field ${type.name}.${field.name} is not in the reference`);
        else if (String(field.type) !== String(referenceField.type))
          problems.push(
            `input field ${type.name}.${field.name} is ${String(field.type)} here but ${String(referenceField.type)} in the reference`,
          );
      }
      for (const referenceField of Object.values(referenceFields)) {
        const required =
          isNonNullType(referenceField.type) && referenceField.defaultValue === undefined;
        if (required && !type.getFields()[referenceField.name])
          problems.push(`required input field ${type.name}.${referenceField.name} is missing here`);
      }
    }
    if (isEnumType(type) && isEnumType(match)) {
      const referenceValues = new Set(match.getValues().map((value) => value.name));
      for (const value of type.getValues())
        if (!referenceValues.has(value.name))
          problems.push(`enum value ${type.name}.${value.name} is not in the reference`);
    }
  }
  return problems;
}
