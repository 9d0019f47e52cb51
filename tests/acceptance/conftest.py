"""Lets the acceptance tests import their shared lab shell."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
