"""Amazon ECR: private repositories, their images and layers, and the OCI registry labcloud serves at ``/v2/``
(docs/ecr.md)."""
