"""What CloudFront offers on the hub: the :class:`~labcloud.front_doors.Distributions` front door (each
distribution on its own host name), whose contract the core defines."""

from __future__ import annotations

from labcloud.front_doors import Distributions

__all__ = ["Distributions"]
