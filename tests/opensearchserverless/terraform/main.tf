# OpenSearch Serverless through the hashicorp/aws provider, shaped as AWS's terraform samples write it: the
# encryption and network security policies a collection needs, a data access policy naming the caller, a
# VECTORSEARCH collection and a retention lifecycle policy.
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
  s3_use_path_style           = true
}

data "aws_caller_identity" "current" {}

resource "aws_opensearchserverless_security_policy" "encryption" {
  name = "tf-vectors-enc"
  type = "encryption"
  policy = jsonencode({
    Rules = [
      {
        Resource     = ["collection/tf-vectors"]
        ResourceType = "collection"
      }
    ]
    AWSOwnedKey = true
  })
}

resource "aws_opensearchserverless_security_policy" "network" {
  name        = "tf-vectors-net"
  type        = "network"
  description = "Public access"
  policy = jsonencode([
    {
      Rules = [
        {
          ResourceType = "collection"
          Resource     = ["collection/tf-vectors"]
        },
        {
          ResourceType = "dashboard"
          Resource     = ["collection/tf-vectors"]
        }
      ]
      AllowFromPublic = true
    }
  ])
}

resource "aws_opensearchserverless_access_policy" "data" {
  name        = "tf-vectors-data"
  type        = "data"
  description = "read and write permissions"
  policy = jsonencode([
    {
      Rules = [
        {
          ResourceType = "index"
          Resource     = ["index/tf-vectors/*"]
          Permission   = ["aoss:*"]
        },
        {
          ResourceType = "collection"
          Resource     = ["collection/tf-vectors"]
          Permission   = ["aoss:*"]
        }
      ]
      Principal = [data.aws_caller_identity.current.arn]
    }
  ])
}

resource "aws_opensearchserverless_collection" "vectors" {
  name        = "tf-vectors"
  type        = "VECTORSEARCH"
  description = "vectors for the search function"
  tags = {
    team = "search"
  }
  depends_on = [aws_opensearchserverless_security_policy.encryption]
}

resource "aws_opensearchserverless_lifecycle_policy" "retention" {
  name = "tf-vectors-keep"
  type = "retention"
  policy = jsonencode({
    Rules = [
      {
        ResourceType      = "index"
        Resource          = ["index/tf-vectors/*"]
        MinIndexRetention = "81d"
      }
    ]
  })
}

output "endpoint" {
  value = aws_opensearchserverless_collection.vectors.collection_endpoint
}

output "id" {
  value = aws_opensearchserverless_collection.vectors.id
}
