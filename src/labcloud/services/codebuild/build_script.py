"""The bash program one build runs in its child: each buildspec phase's ``commands`` then ``finally`` in
one shell (so ``cd`` and exported variables carry on from phase to phase, as in buildspec version 0.2),
``runtime-versions`` checked against the tools this machine has, and marks on the file descriptor ``$__LC_MARK_FD`` that the
server reads to follow the build:

- ``START <PHASE>``; ``END <PHASE> SUCCEEDED|FAILED <exit status>``; ``FAIL <command>`` (the command that failed);
- ``EXPORT <name> <base64 of its value>`` for each exported variable once the phases are over.

A command that exits the shell (``exit 3``) fails its phase and ends the build's commands. A phase that fails with ``on-failure: ABORT`` (the default) in INSTALL or PRE_BUILD skips the phases after
it; in BUILD, POST_BUILD still runs. ``CONTINUE`` goes on to the next phase (the build still fails).
``CODEBUILD_BUILD_SUCCEEDING`` is 1 until a phase fails, then 0."""

from __future__ import annotations

import shlex

from labcloud.services.codebuild.buildspec import PHASES, Buildspec

_PRELUDE = r"""
__lc_mark() { printf '%s\n' "$*" >&"$__LC_MARK_FD"; }
__lc_runtime() {
  local name=$1 want=$2 have=""
  case $name in
    python) have=$(python3 -c 'import platform; print(platform.python_version())' 2>/dev/null);;
    nodejs) have=$(node --version 2>/dev/null); have=${have#v};;
    java) have=$(java -version 2>&1 | head -n 1 | sed -E 's/[^"]*"([^"]+)".*/\1/');;
    golang) have=$(go version 2>/dev/null | awk '{print $3}'); have=${have#go};;
    ruby) have=$(ruby -e 'print RUBY_VERSION' 2>/dev/null);;
    php) have=$(php -r 'echo PHP_VERSION;' 2>/dev/null);;
    dotnet) have=$(dotnet --version 2>/dev/null);;
    *) echo "labcloud: unknown runtime $name (python, nodejs, java, golang, ruby, php, dotnet)"; return 1;;
  esac
  want=${want#corretto}
  if [ -z "$have" ]; then
    echo "labcloud: runtime $name $want is not installed on this machine (no container image runs)"; return 1
  fi
  if [ "$want" != latest ] && [ "$have" != "$want" ] && [[ "$have" != "$want".* ]]; then
    echo "labcloud: runtime $name $want is not on this machine: it has $name $have"; return 1
  fi
  echo "labcloud: runtime $name $have (asked: $2)"
}
__lc_run() {
  for __lc_c in "$@"; do
    [[ $__lc_c == __lc_runtime* ]] || __lc_say "Running command $__lc_c"
    eval "$__lc_c"
    __lc_status=$?
    if [ $__lc_status -ne 0 ]; then
      __lc_say "Command did not exit successfully $__lc_c exit status $__lc_status"
      __lc_mark "FAIL ${__lc_c//$'\n'/ }"
      return $__lc_status
    fi
  done
  return 0
}
__lc_say() { printf '[Container] %(%Y/%m/%d %H:%M:%S)T %s\n' -1 "$*"; }
__lc_start() { __lc_say "Entering phase $1"; __lc_mark "START $1"; __lc_phase=$1; }
__lc_exited() {
  local status=$?
  if [ -n "${__lc_phase:-}" ]; then
    __lc_say "Command did not exit successfully ${__lc_c:-} exit status $status"
    __lc_mark "FAIL ${__lc_c//$'\n'/ }"
    __lc_say "Phase complete: $__lc_phase State: FAILED"; __lc_mark "END $__lc_phase FAILED $status"
  fi
}
trap __lc_exited EXIT
__lc_end() {
  __lc_phase=""
  if [ "$2" -eq 0 ]; then
    __lc_say "Phase complete: $1 State: SUCCEEDED"; __lc_mark "END $1 SUCCEEDED 0"
  else
    __lc_say "Phase complete: $1 State: FAILED"; __lc_mark "END $1 FAILED $2"
    export CODEBUILD_BUILD_SUCCEEDING=0
  fi
}
export CODEBUILD_BUILD_SUCCEEDING=1
__lc_go=1
"""


def _array(name: str, items: list[str]) -> str:
    return f"{name}=(" + " ".join(shlex.quote(item) for item in items) + ")\n"


def script(spec: Buildspec) -> str:
    out = ["# labcloud CodeBuild: this build's buildspec as one bash program\n", _PRELUDE]
    for name in PHASES:
        phase = spec.phases.get(name)
        label = name.upper()
        commands = [
            f"__lc_runtime {shlex.quote(k)} {shlex.quote(v)}"
            for k, v in (phase.runtimes.items() if phase else ())
        ]
        commands += phase.commands if phase else []
        finals = phase.finally_ if phase else []
        cont = phase is not None and phase.on_failure == "CONTINUE"
        out.append(_array(f"__lc_{name}_c", commands))
        out.append(_array(f"__lc_{name}_f", finals))
        gate = "" if name == "post_build" else "[ $__lc_go -eq 1 ] && "
        if name == "post_build":
            gate = "[ $__lc_go -ne 0 ] && "
        out.append(
            f"if {gate}true; then\n"
            f"  __lc_start {label}\n"
            f'  __lc_run "${{__lc_{name}_c[@]}}"; __lc_rc=$?\n'
            f'  __lc_run "${{__lc_{name}_f[@]}}"; __lc_rf=$?\n'
            "  [ $__lc_rc -eq 0 ] && __lc_rc=$__lc_rf\n"
            f"  __lc_end {label} $__lc_rc\n"
        )
        if not cont:
            # ABORT: INSTALL and PRE_BUILD skip all that follows; BUILD lets POST_BUILD run (go=2), then stops
            after = "2" if name == "build" else "0"
            out.append(f"  [ $__lc_rc -ne 0 ] && __lc_go={after}\n")
        out.append("fi\n")
    for var in spec.exported:
        out.append(f'__lc_mark "EXPORT {var} $(printf %s "${{{var}}}" | base64 -w0)"\n')
    out.append("__lc_c=''\nexit 0\n")
    return "".join(out)
