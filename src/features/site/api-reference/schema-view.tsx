import { refName, rulesOf, shapeAnchor, type JsonSchema } from './openapi-model';

/** A field name that may wrap after its underscores on a narrow screen, never inside a word. */
function breakable(name: string) {
  return name.split('_').map((part, index) => (
    <span key={index}>
      {index ? '_' : ''}
      {index ? <wbr /> : null}
      {part}
    </span>
  ));
}

/** A type in a few words, linking to a named shape: 'Job', 'list of Job', 'text', 'whole number'. */
export function TypeName({ schema }: { schema: JsonSchema }) {
  if (schema.$ref) return <a href={`#${shapeAnchor(refName(schema.$ref))}`}>{refName(schema.$ref)}</a>;
  const named = schema.allOf?.find((part) => part.$ref);
  if (named) return <TypeName schema={named} />;
  if (schema.type === 'array' && schema.items)
    return (
      <>
        list of <TypeName schema={schema.items} />
      </>
    );
  const words: Record<string, string> = {
    string: schema.format === 'binary' ? 'file' : 'text',
    integer: 'whole number',
    number: 'number',
    boolean: 'true or false',
    object: 'object',
  };
  return <>{(schema.type && words[schema.type]) ?? 'any JSON'}</>;
}

/** An object's fields as a table (name, type, required, rules); another schema as its type and rules. */
export function SchemaView({ schema, label }: { schema: JsonSchema; label: string }) {
  const fields = schema.properties;
  if (!fields) {
    const rules = rulesOf(schema);
    return (
      <p>
        <TypeName schema={schema} />
        {rules.length ? `: ${rules.join('; ')}` : ''}
      </p>
    );
  }
  const required = new Set(schema.required ?? []);
  return (
    <div className="api-ref__table-wrap">
      <table className="api-ref__table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">Type</th>
            <th scope="col">Rules</th>
          </tr>
        </thead>
        <tbody>
          {Object.entries(fields).map(([name, field]) => (
            <tr key={name}>
              <th scope="row">
                <code>{breakable(name)}</code>
                {required.has(name) ? '' : ' (optional)'}
              </th>
              <td>
                <TypeName schema={field} />
              </td>
              <td>{rulesOf(field).join('; ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {schema.additionalProperties === false ? (
        <p className="api-ref__note">No other fields are accepted.</p>
      ) : null}
      {schema.description ? <p className="api-ref__note">{schema.description}</p> : null}
    </div>
  );
}
