"""One base path mapping as the custom-domain router holds it in memory (``domains.py``)."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Route:
    #: The base path ("" for ``(none)``), without slashes around it.
    base_path: str
    api_id: str
    #: The mapping's stage; None when the path's next segment names it.
    stage: str | None
