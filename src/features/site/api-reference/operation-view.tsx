import { InlineCode } from './inline-code';
import { resolved, rulesOf, type OpenApiDocument, type Operation } from './openapi-model';
import { SchemaView, TypeName } from './schema-view';

/** An answer's description; several refusals ('`a`: …; `b`: …') as a list of their own. */
function Reasons({ text }: { text: string }) {
  const reasons = text.split('; ');
  if (reasons.length === 1) return <InlineCode text={text} />;
  return (
    <ul className="api-ref__list">
      {reasons.map((reason) => (
        <li key={reason}>
          <InlineCode text={reason} />
        </li>
      ))}
    </ul>
  );
}

const anchorOf = (operation: Operation) => `call-${operation.operationId}`;

/** One call: method and path, what it does, who may call it, what it takes and what it answers. */
export function OperationView({
  api,
  method,
  path,
  operation,
}: {
  api: OpenApiDocument;
  method: string;
  path: string;
  operation: Operation;
}) {
  const title = `${method} ${path}`;
  const parameters = operation.parameters ?? [];
  const body = Object.entries(operation.requestBody?.content ?? {})[0];
  return (
    <article
      className="api-ref__call"
      id={anchorOf(operation)}
      aria-labelledby={`${anchorOf(operation)}-title`}
    >
      <h3 id={`${anchorOf(operation)}-title`} className="api-ref__call-title">
        <span className={`api-ref__method api-ref__method--${method.toLowerCase()}`}>{method}</span>{' '}
        <code>{path}</code>
      </h3>
      <p>{operation.summary}</p>
      <p className="api-ref__note">{operation.description ?? 'No session needed.'}</p>
      {parameters.length ? (
        <>
          <h4>Parameters</h4>
          <ul className="api-ref__list">
            {parameters.map((parameter) => (
              <li key={`${parameter.in}-${parameter.name}`}>
                <code>{parameter.name}</code> ({parameter.in}
                {parameter.required ? ', required' : ''}): <TypeName schema={parameter.schema} />
                {[...rulesOf(parameter.schema), parameter.description ?? '']
                  .filter(Boolean)
                  .map((rule) => `; ${rule}`)}
                {parameter.example ? `; e.g. ${parameter.example}` : ''}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {body?.[1].schema ? (
        <>
          <h4>
            Request body ({body[0]}): <TypeName schema={body[1].schema} />
          </h4>
          <SchemaView schema={resolved(api, body[1].schema)} label={`Request body of ${title}`} />
          {body[1].example === undefined ? null : (
            <details>
              <summary>Example from the demo data</summary>
              <pre className="api-ref__example">{JSON.stringify(body[1].example, null, 2)}</pre>
            </details>
          )}
        </>
      ) : null}
      <h4>Answers</h4>
      <ul className="api-ref__list">
        {Object.entries(operation.responses).map(([status, response]) => {
          const schema = Object.values(response.content ?? {})[0]?.schema;
          return (
            <li key={status}>
              <strong>{status}</strong> <Reasons text={response.description} />
              {schema && Number(status) < 400 ? (
                <>
                  {' '}
                  (<TypeName schema={schema} />)
                </>
              ) : null}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
