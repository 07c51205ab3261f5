// The local mail catcher (MailDev, from npm) for `npm run dev` and the tests: an SMTP server that
// keeps every message and a web page to read them. Started and stopped by whoever needs it
// (scripts/with-db.mjs, scripts/test.mjs); never used when SMTP_URL points at a real server.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

import { freePort, waitForServer } from './net.mjs'

const waitForSmtp = async (port) => {
  for (let i = 0; i < 120; i += 1) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.end()
        resolve(true)
      })
      socket.on('error', () => resolve(false))
    })
    if (open) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the mail catcher's SMTP port ${port} did not open`)
}

/** Starts MailDev on two free loopback ports (or the given SMTP port); resolves with its SMTP URL, its web page and `stop`. */
/** @param {string} projectDir @param {{ smtpPort?: number }} [options] */
export const startMailCatcher = async (projectDir, { smtpPort: chosenPort } = {}) => {
  const smtpPort = chosenPort ?? (await freePort())
  const webPort = await freePort()
  // Its own folder for message sources (MailDev's default, /tmp/maildev, would be shared by every instance).
  const mailDir = mkdtempSync(path.join(os.tmpdir(), 'profemax-mail-'))
  const child = spawn(
    process.execPath,
    [
      path.join(projectDir, 'node_modules', 'maildev', 'dist', 'bin', 'maildev.js'),
      '--smtp',
      String(smtpPort),
      '--web',
      String(webPort),
      '--ip',
      '127.0.0.1',
      '--web-ip',
      '127.0.0.1',
      '--max-emails',
      '500',
      '--mail-directory',
      mailDir,
    ],
    { cwd: projectDir, stdio: ['ignore', 'ignore', 'inherit'] },
  )
  const webUrl = `http://127.0.0.1:${webPort}`
  await waitForServer(`${webUrl}/api/healthz`, child, 30)
  await waitForSmtp(smtpPort)
  const stop = () =>
    new Promise((resolve) => {
      const done = () => {
        rmSync(mailDir, { recursive: true, force: true })
        resolve(undefined)
      }
      if (child.exitCode !== null) return done()
      child.once('exit', done)
      child.kill('SIGTERM')
    })
  return { smtpUrl: `smtp://127.0.0.1:${smtpPort}`, webUrl, stop }
}
