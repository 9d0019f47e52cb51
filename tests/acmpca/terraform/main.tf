# AWS Private CA through the hashicorp/aws provider: a root CA activated with its own certificate, a
# subordinate signed by it, and an end-entity certificate from a CSR the test writes (leaf.csr).
terraform {
  required_providers {
    aws = {
      source  = "hashicorp/aws"
      version = "~> 5.0"
    }
  }
}

variable "endpoint" {
  type = string
}

provider "aws" {
  region                      = "us-east-1"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_acmpca_certificate_authority" "root" {
  type                            = "ROOT"
  permanent_deletion_time_in_days = 7

  certificate_authority_configuration {
    key_algorithm     = "EC_prime256v1"
    signing_algorithm = "SHA256WITHECDSA"
    subject {
      common_name  = "TF Root"
      organization = "labcloud"
    }
  }

  tags = {
    team = "pki"
  }
}

resource "aws_acmpca_certificate" "root" {
  certificate_authority_arn   = aws_acmpca_certificate_authority.root.arn
  certificate_signing_request = aws_acmpca_certificate_authority.root.certificate_signing_request
  signing_algorithm           = "SHA256WITHECDSA"
  template_arn                = "arn:aws:acm-pca:::template/RootCACertificate/V1"

  validity {
    type  = "YEARS"
    value = 10
  }
}

resource "aws_acmpca_certificate_authority_certificate" "root" {
  certificate_authority_arn = aws_acmpca_certificate_authority.root.arn
  certificate               = aws_acmpca_certificate.root.certificate
  certificate_chain         = aws_acmpca_certificate.root.certificate_chain
}

resource "aws_acmpca_certificate_authority" "sub" {
  type                            = "SUBORDINATE"
  permanent_deletion_time_in_days = 7

  certificate_authority_configuration {
    key_algorithm     = "RSA_2048"
    signing_algorithm = "SHA256WITHRSA"
    subject {
      common_name = "TF Sub"
    }
  }
}

resource "aws_acmpca_certificate" "sub" {
  certificate_authority_arn   = aws_acmpca_certificate_authority.root.arn
  certificate_signing_request = aws_acmpca_certificate_authority.sub.certificate_signing_request
  signing_algorithm           = "SHA256WITHECDSA"
  template_arn                = "arn:aws:acm-pca:::template/SubordinateCACertificate_PathLen0/V1"

  validity {
    type  = "YEARS"
    value = 5
  }

  depends_on = [aws_acmpca_certificate_authority_certificate.root]
}

resource "aws_acmpca_certificate_authority_certificate" "sub" {
  certificate_authority_arn = aws_acmpca_certificate_authority.sub.arn
  certificate               = aws_acmpca_certificate.sub.certificate
  certificate_chain         = aws_acmpca_certificate.sub.certificate_chain
}

resource "aws_acmpca_certificate" "leaf" {
  certificate_authority_arn   = aws_acmpca_certificate_authority.sub.arn
  certificate_signing_request = file("${path.module}/leaf.csr")
  signing_algorithm           = "SHA256WITHRSA"

  validity {
    type  = "DAYS"
    value = 30
  }

  depends_on = [aws_acmpca_certificate_authority_certificate.sub]
}

output "leaf_arn" {
  value = aws_acmpca_certificate.leaf.arn
}

output "leaf_pem" {
  value = aws_acmpca_certificate.leaf.certificate
}

output "leaf_chain" {
  value = aws_acmpca_certificate.leaf.certificate_chain
}
