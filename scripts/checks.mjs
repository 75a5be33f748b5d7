// The static checks of `npm test` (formatting, lint, types), run side by side: each is mostly one process on one
// core, so on CI's two cores they take the time of the slowest rather than the sum. Each check's output is printed
// whole when it ends, so that the three never interleave; the exit status fails when any check failed.
import { spawn } from 'node:child_process';

const checks = ['format:check', 'lint', 'typecheck'];

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? '✓' : '✗'} npm run ${script} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code === 0);
    });
  });
}

const passed = await Promise.all(checks.map(run));
process.exitCode = passed.every(Boolean) ? 0 : 1;
