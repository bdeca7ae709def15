// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";

/// An ERC-721 collection for the local sandbox: `perHolder` tokens are minted to each listed
/// holder at deployment, numbered from 1 in holder order.
contract SandboxCollection is ERC721 {
    string private _base;

    constructor(string memory name_, string memory symbol_, string memory baseUri, address[] memory holders, uint256 perHolder)
        ERC721(name_, symbol_)
    {
        _base = baseUri;
        uint256 next = 1;
        for (uint256 i = 0; i < holders.length; i++) {
            for (uint256 j = 0; j < perHolder; j++) {
                _mint(holders[i], next);
                next++;
            }
        }
    }

    function _baseURI() internal view override returns (string memory) {
        return _base;
    }
}
