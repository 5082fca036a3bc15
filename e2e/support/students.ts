import type { Page } from 'playwright-core';

export interface Student {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A student unique to this run, so journeys never collide with each other or with earlier runs. */
export function newStudent(prefix = 'student'): Student {
  counter += 1;
  const tag = `${Date.now().toString(36).slice(-5)}${counter}`;
  return {
    username: `${prefix}${tag}`.slice(0, 20),
    email: `${prefix}.${tag}@uni.example`,
    password: 'correct-horse-7',
  };
}

/** Fills in the login page already open and submits it, whatever the answer. */
export async function fillLogin(page: Page, { email, password }: Omit<Student, 'username'>) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log in$/i }).click();
}

/** Opens the login page, fills it in and submits it, whatever the answer. */
export async function submitLogin(page: Page, student: Omit<Student, 'username'>) {
  await page.goto('/login');
  await fillLogin(page, student);
}

export async function logIn(page: Page, student: Student): Promise<void> {
  await submitLogin(page, student);
  await page.waitForURL('**/dashboard');
}

/** Registers through the wizard's first step only (interests are optional) and lands on the dashboard. */
export async function signUp(page: Page, student: Student): Promise<void> {
  await page.goto('/register');
  await fillSignUp(page, student);
  await page.waitForURL('**/dashboard');
}

/** Fills in the sign-up wizard already open (interests skipped) and creates the account. */
export async function fillSignUp(page: Page, student: Student): Promise<void> {
  await page.getByLabel('Username').fill(student.username);
  await page.getByLabel('Email').fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByLabel('Confirm Password').fill(student.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Create Account' }).click();
}
