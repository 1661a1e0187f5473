// Finds a command-line tool from Debian on the PATH, installing its package with apt-get
// when it is missing and we run as root (this project's machines, CI). Never downloads
// anything else.
import { execSync } from 'node:child_process'

function which(command) {
  try {
    return execSync(`command -v ${command}`, {
      shell: '/bin/bash',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
      .toString()
      .trim()
  } catch {
    return ''
  }
}

/**
 * The path of `command`; when it is missing and we are root, installs Debian's `pkg` first.
 * '' when it is still missing (the caller says how to install it).
 * @example ensureDebianTool('glslangValidator', 'glslang-tools')
 */
export function ensureDebianTool(command, pkg) {
  const found = which(command)
  if (found || process.getuid?.() !== 0) return found
  console.log(`${command} is missing: installing Debian's ${pkg} with apt-get…`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, {
    stdio: 'inherit',
    shell: '/bin/bash',
  })
  return which(command)
}
