"""Lets the lab tests import their history builder."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
