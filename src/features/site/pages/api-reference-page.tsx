import { API_BASE_PATH } from '@/lib/api/api-base';
import { useDocumentTitle } from '@/lib/use-document-title';
// The generated document (npm run contract:generate), bundled into this lazily loaded page only.
import openApi from '../../../../docs/openapi.json';
import { OperationView } from '../api-reference/operation-view';
import { operationsOf, shapeAnchor, type OpenApiDocument } from '../api-reference/openapi-model';
import { SchemaView } from '../api-reference/schema-view';
import '../api-reference/api-reference.css';

const api = openApi as unknown as OpenApiDocument;

/** The API reference: every call and shape of docs/openapi.json, rendered from the document itself. */
export default function ApiReferencePage() {
  useDocumentTitle('API reference');
  const shapes = Object.entries(api.components.schemas);
  return (
    <div className="page stack api-ref">
      <h1>API reference</h1>
      <p>
        {api.info.title} {api.info.version}, at <code>{api.servers?.[0]?.url ?? API_BASE_PATH}</code>.
        Generated from the portal&apos;s contract; the same document is in the repository as{' '}
        <code>docs/openapi.json</code>. A signed-in call needs the session cookie that signing in sets; a
        refusal answers <code>{'{ message, code }'}</code>.
      </p>
      <nav aria-label="Sections">
        <ul className="api-ref__toc">
          {api.tags.map((tag) => (
            <li key={tag.name}>
              <a href={`#calls-${tag.name}`}>{tag.name}</a>
            </li>
          ))}
          <li>
            <a href="#shapes">Shapes</a>
          </li>
        </ul>
      </nav>
      {api.tags.map((tag) => (
        <section key={tag.name} id={`calls-${tag.name}`} aria-labelledby={`calls-${tag.name}-title`}>
          <h2 id={`calls-${tag.name}-title`}>{tag.name}</h2>
          {tag.description ? <p>{tag.description}</p> : null}
          {operationsOf(api, tag.name).map(({ path, method, operation }) => (
            <OperationView
              key={operation.operationId}
              api={api}
              method={method}
              path={path}
              operation={operation}
            />
          ))}
        </section>
      ))}
      <section id="shapes" aria-labelledby="shapes-title">
        <h2 id="shapes-title">Shapes</h2>
        {shapes.map(([name, schema]) => (
          <section
            key={name}
            id={shapeAnchor(name)}
            aria-labelledby={`${shapeAnchor(name)}-title`}
            className="api-ref__call"
          >
            <h3 id={`${shapeAnchor(name)}-title`}>{name}</h3>
            <SchemaView schema={schema} label={`Fields of ${name}`} />
          </section>
        ))}
      </section>
    </div>
  );
}
