import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Form } from 'react-final-form';

/** Renders fields inside a react-final-form form, exposing the latest values for assertions. */
export function renderInForm(children: ReactNode, initialValues: Record<string, unknown> = {}) {
  const latest: { values: Record<string, unknown> } = { values: initialValues };
  const utils = render(
    <Form
      onSubmit={() => undefined}
      initialValues={initialValues}
      render={({ handleSubmit, values }) => {
        latest.values = values ?? {};
        return <form onSubmit={handleSubmit}>{children}</form>;
      }}
    />,
  );
  return { ...utils, latest };
}
