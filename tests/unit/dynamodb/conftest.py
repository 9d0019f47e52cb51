"""Make ``labcloud`` importable from the source tree when the package is not installed."""

import sys
from pathlib import Path

try:
    import labcloud  # noqa: F401
except ImportError:  # pragma: no cover - depends on how the suite is run
    sys.path.insert(0, str(Path(__file__).resolve().parents[3] / "src"))
