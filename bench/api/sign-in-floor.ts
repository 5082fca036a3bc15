/**
 * The least a sign-in on this stack does, for the wake-up bench's floor: load the stack's server
 * packages, connect, find the student, check the password, sign a token, then exit. wake.ts bundles
 * it into one file, as the API is, and runs it in the same control group.
 * Arguments: the database URI, the student's email and password.
 */
import bcrypt from 'bcryptjs';
import express from 'express';
import jwt from 'jsonwebtoken';
import mongoose from 'mongoose';
import { Server } from 'socket.io';

const [uri, email, password] = process.argv.slice(2);

async function signIn(): Promise<void> {
  express();
  void Server;
  await mongoose.connect(uri!);
  const user = await mongoose.connection.db!.collection('users').findOne({ email });
  if (!user || !(await bcrypt.compare(password!, String(user.passwordHash)))) {
    throw new Error(`no sign-in for ${email}`);
  }
  jwt.sign({ id: String(user._id) }, 'a-signing-secret-of-at-least-32-characters');
  await mongoose.disconnect();
}

signIn().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
