import express from 'express';
import request from 'supertest';
import { responseMismatch } from './declared-responses';

const json = (status: number, body: unknown) => ({ status, type: 'application/json', body });
const health = { status: 'ok', database: 'connected', uptime: 1 };
const activityId = '/api/activities/65a1b2c3d4e5f60718293a4b';

describe('declared responses', () => {
  it('when a response keeps to its declaration, then nothing is said', () => {
    expect(responseMismatch('GET', 'http://127.0.0.1:1/api/health', json(200, health))).toBe(
      undefined,
    );
  });

  it('when a body breaks its schema, then the route and the problem are named', () => {
    expect(responseMismatch('GET', activityId, json(200, { notAnActivity: true }))).toMatch(
      /^GET \/api\/activities\/:id answered 200 with a body its declaration refuses/,
    );
  });

  it('when a body holds a field its schema does not declare, at any depth, then the field is named', () => {
    expect(responseMismatch('GET', '/api/health', json(200, { ...health, extra: 1 }))).toMatch(
      /refuses:\nfields it does not declare: extra$/,
    );
    const creator = { _id: '65a1b2c3d4e5f60718293a4c', username: 'ann', profilePicture: '' };
    const activity = {
      _id: '65a1b2c3d4e5f60718293a4b',
      title: 'Run',
      description: 'A run',
      category: 'Sports',
      date: '2030-01-01T10:00:00.000Z',
      endDate: '2030-01-01T11:00:00.000Z',
      location: 'Park',
      maxParticipants: null,
      creator,
      participants: [creator, { ...creator, passwordHash: 'leak' }],
      waitlistCount: 0,
    };
    expect(responseMismatch('GET', activityId, json(200, activity))).toMatch(
      /fields it does not declare: participants\[1\]\.passwordHash$/,
    );
  });

  it('when a status is not declared, then it is named', () => {
    expect(responseMismatch('POST', '/api/activities', json(200, {}))).toBe(
      'POST /api/activities answered 200, a status it does not declare',
    );
    expect(
      responseMismatch('GET', '/api/health', json(404, { code: 'NOT_FOUND', message: 'x' })),
    ).toBe('GET /api/health answered 404, a status it does not declare');
  });

  it('when an error is not the API error body, then it is named', () => {
    expect(responseMismatch('GET', '/api/auth/me', json(401, { error: 'no' }))).toMatch(
      /^GET \/api\/auth\/me answered 401 with a body its declaration refuses/,
    );
  });

  it('when a file route answers another type, then it is named', () => {
    const page = { status: 200, type: 'text/plain', body: {} };
    expect(responseMismatch('GET', '/api/docs', page)).toBe(
      'GET /api/docs answered 200 with text/plain, not the declared text/html',
    );
  });

  it('when a fixed path and a parameter both match, then the fixed path is the route', () => {
    expect(responseMismatch('GET', '/api/users/blocked', json(200, []))).toBe(undefined);
  });

  it('when no route is declared at the address, then nothing is said', () => {
    expect(responseMismatch('GET', '/api/nowhere', json(200, 'anything'))).toBe(undefined);
  });

  it('when a test receives a wrong body through supertest, then its request fails', async () => {
    const app = express().get('/api/health', (_req, res) => {
      res.json({ healthy: true });
    });
    await expect(request(app).get('/api/health')).rejects.toThrow(
      /^GET \/api\/health answered 200 with a body its declaration refuses/,
    );
  });
});
