import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'UI/Pagination',
  component: Pagination,
  args: { pageCount: 10, onPageChange: fn() },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On the first page 'Vorige pagina' is disabled; 'Volgende pagina' moves on. */
export const FirstPage: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Paginering' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Volgende pagina' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('button', { name: 'Pagina 1' })).not.toHaveAttribute(
      'aria-current',
    );
  },
};

export const MiddlePage: Story = {
  args: { defaultPage: 5 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina 10' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(10);
    await userEvent.click(canvas.getByRole('button', { name: 'Vorige pagina' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
  },
};

export const LastPage: Story = {
  args: { defaultPage: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
  },
};

export const FewPages: Story = {
  args: { pageCount: 3, defaultPage: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /^Pagina / })).toHaveLength(3);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Vorige pagina' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Volgende pagina' })).toBeDisabled();
  },
};

export const Empty: Story = {
  args: { pageCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const ManyPages: Story = { args: { pageCount: 250, defaultPage: 120 } };

/** Controlled by `page` / `onPageChange`: the page only moves when the owner says so. */
export const Controlled: Story = {
  render: function ControlledPagination(args) {
    const [page, setPage] = useState(3);
    return (
      <>
        <p>Pagina {page} van 10</p>
        <Pagination {...args} page={page} onPageChange={setPage} />
      </>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina 4' }));
    await expect(canvas.getByText('Pagina 4 van 10')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pagina 4' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/** A fixed `page` without a handler stays where it is. */
export const ControlledFixed: Story = {
  args: { page: 2 },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pagina 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Pagina 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};
