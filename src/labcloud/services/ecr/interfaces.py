"""What ECR offers others on the hub: the registry's front door (the app hands it ``/v2/`` requests).

Another service reaches ECR's images only through ``hub.call`` (Lambda asks BatchGetImage for an ImageUri).
"""

from __future__ import annotations

from labcloud.front_doors import ContainerRegistry

__all__ = ["ContainerRegistry"]
