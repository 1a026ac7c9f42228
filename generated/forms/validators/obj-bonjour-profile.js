// generated from specs/forms/obj-bonjour-profile.schema.json and obj-bonjour-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["2d921f7d"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","services","from-vlan","to-vlan"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"services":{"type":"array","title":"Services","uniqueItems":true,"items":{"type":"string","oneOf":[{"const":"airplay","title":"AirPlay"},{"const":"printers","title":"Printers"},{"const":"scanners","title":"Scanners"},{"const":"chromecast","title":"Chromecast"},{"const":"itunes","title":"iTunes"},{"const":"all","title":"All services"}]},"minItems":1,"errorMessage":{"minItems":"Choose at least one."}},"from-vlan":{"type":"string","title":"From VLANs","maxLength":255,"errorMessage":{"maxLength":"From VLANs cannot be longer than 255 characters.","minLength":"This field is required.","pattern":"Enter VLAN IDs separated by spaces, e.g. 110 220."},"minLength":1,"pattern":"^(\\d{1,4})( \\d{1,4})*$"},"to-vlan":{"type":"string","title":"To VLANs","maxLength":255,"errorMessage":{"maxLength":"To VLANs cannot be longer than 255 characters.","minLength":"This field is required.","pattern":"Enter VLAN IDs separated by spaces, or all."},"minLength":1,"pattern":"^(all|\\d{1,4}( \\d{1,4})*)$"},"micro-location":{"type":"string","title":"Micro Location","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"comment":{"type":"string","title":"Comments","maxLength":63,"errorMessage":{"maxLength":"Comments cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required.","services":"Choose at least one.","from-vlan":"This field is required.","to-vlan":"This field is required."}},"$id":"2d921f7d"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^(\\d{1,4})( \\d{1,4})*$", "u");
const pattern6 = new RegExp("^(all|\\d{1,4}( \\d{1,4})*)$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.services === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "services"},message:"must have required property '"+"services"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data["from-vlan"] === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "from-vlan"},message:"must have required property '"+"from-vlan"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["to-vlan"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "to-vlan"},message:"must have required property '"+"to-vlan"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(func1(data0) < 1){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(!pattern4.test(data0)){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err8 of vErrors){
if((((((err8.keyword !== "errorMessage") && (!err8.emUsed)) && (err8.instancePath === instancePath+"/name")) && (err8.keyword in emErrors0)) && (err8.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err8.schemaPath.slice(17)))){
emErrors0[err8.keyword].push(err8);
err8.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err9 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
const emErrs0 = [];
for(const err10 of vErrors){
if(!err10.emUsed){
emErrs0.push(err10);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.services !== undefined){
let data1 = data.services;
if(Array.isArray(data1)){
if(data1.length < 1){
const err11 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties.services,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
const len0 = data1.length;
for(let i0=0; i0<len0; i0++){
let data2 = data1[i0];
if(typeof data2 !== "string"){
const err12 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.services.items.type,parentSchema:schema53.properties.services.items,data:data2};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
const _errs8 = errors;
let valid3 = false;
let passing0 = null;
const _errs9 = errors;
if("airplay" !== data2){
const err13 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/0/const",keyword:"const",params:{allowedValue: "airplay"},message:"must be equal to constant",schema:"airplay",parentSchema:schema53.properties.services.items.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid3 = true;
passing0 = 0;
}
const _errs10 = errors;
if("printers" !== data2){
const err14 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/1/const",keyword:"const",params:{allowedValue: "printers"},message:"must be equal to constant",schema:"printers",parentSchema:schema53.properties.services.items.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid3 = true;
passing0 = 1;
}
const _errs11 = errors;
if("scanners" !== data2){
const err15 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/2/const",keyword:"const",params:{allowedValue: "scanners"},message:"must be equal to constant",schema:"scanners",parentSchema:schema53.properties.services.items.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid3 = true;
passing0 = 2;
}
const _errs12 = errors;
if("chromecast" !== data2){
const err16 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/3/const",keyword:"const",params:{allowedValue: "chromecast"},message:"must be equal to constant",schema:"chromecast",parentSchema:schema53.properties.services.items.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid3 = true;
passing0 = 3;
}
const _errs13 = errors;
if("itunes" !== data2){
const err17 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/4/const",keyword:"const",params:{allowedValue: "itunes"},message:"must be equal to constant",schema:"itunes",parentSchema:schema53.properties.services.items.oneOf[4],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid3 = true;
passing0 = 4;
}
const _errs14 = errors;
if("all" !== data2){
const err18 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf/5/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema53.properties.services.items.oneOf[5],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid3){
valid3 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid3 = true;
passing0 = 5;
}
}
}
}
}
}
if(!valid3){
const err19 = {instancePath:instancePath+"/services/" + i0,schemaPath:"#/properties/services/items/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.services.items.oneOf,parentSchema:schema53.properties.services.items,data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
let i1 = data1.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data1[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err20 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties.services,data:data1};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err21 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties.services.type,parentSchema:schema53.properties.services,data:data1};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"minItems":[]};
const templates1 = {};
for(const err22 of vErrors){
if((((((err22.keyword !== "errorMessage") && (!err22.emUsed)) && (err22.instancePath === instancePath+"/services")) && (err22.keyword in emErrors1)) && (err22.schemaPath.indexOf("#/properties/services") === 0)) && (/^\/[^\/]*$/.test(err22.schemaPath.slice(21)))){
emErrors1[err22.keyword].push(err22);
err22.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err23 = {instancePath:instancePath+"/services",schemaPath:"#/properties/services/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.services.errorMessage[key1],schema:schema53.properties.services.errorMessage,parentSchema:schema53.properties.services,data:data1};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
const emErrs1 = [];
for(const err24 of vErrors){
if(!err24.emUsed){
emErrs1.push(err24);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["from-vlan"] !== undefined){
let data3 = data["from-vlan"];
if(typeof data3 === "string"){
if(func1(data3) > 255){
const err25 = {instancePath:instancePath+"/from-vlan",schemaPath:"#/properties/from-vlan/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties["from-vlan"],data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
if(func1(data3) < 1){
const err26 = {instancePath:instancePath+"/from-vlan",schemaPath:"#/properties/from-vlan/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["from-vlan"],data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern5.test(data3)){
const err27 = {instancePath:instancePath+"/from-vlan",schemaPath:"#/properties/from-vlan/pattern",keyword:"pattern",params:{pattern: "^(\\d{1,4})( \\d{1,4})*$"},message:"must match pattern \""+"^(\\d{1,4})( \\d{1,4})*$"+"\"",schema:"^(\\d{1,4})( \\d{1,4})*$",parentSchema:schema53.properties["from-vlan"],data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/from-vlan",schemaPath:"#/properties/from-vlan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["from-vlan"].type,parentSchema:schema53.properties["from-vlan"],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[],"pattern":[]};
const templates2 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/from-vlan")) && (err29.keyword in emErrors2)) && (err29.schemaPath.indexOf("#/properties/from-vlan") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(22)))){
emErrors2[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err30 = {instancePath:instancePath+"/from-vlan",schemaPath:"#/properties/from-vlan/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["from-vlan"].errorMessage[key2],schema:schema53.properties["from-vlan"].errorMessage,parentSchema:schema53.properties["from-vlan"],data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs2 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs2.push(err31);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["to-vlan"] !== undefined){
let data4 = data["to-vlan"];
if(typeof data4 === "string"){
if(func1(data4) > 255){
const err32 = {instancePath:instancePath+"/to-vlan",schemaPath:"#/properties/to-vlan/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties["to-vlan"],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func1(data4) < 1){
const err33 = {instancePath:instancePath+"/to-vlan",schemaPath:"#/properties/to-vlan/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["to-vlan"],data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(!pattern6.test(data4)){
const err34 = {instancePath:instancePath+"/to-vlan",schemaPath:"#/properties/to-vlan/pattern",keyword:"pattern",params:{pattern: "^(all|\\d{1,4}( \\d{1,4})*)$"},message:"must match pattern \""+"^(all|\\d{1,4}( \\d{1,4})*)$"+"\"",schema:"^(all|\\d{1,4}( \\d{1,4})*)$",parentSchema:schema53.properties["to-vlan"],data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
else {
const err35 = {instancePath:instancePath+"/to-vlan",schemaPath:"#/properties/to-vlan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["to-vlan"].type,parentSchema:schema53.properties["to-vlan"],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[],"minLength":[],"pattern":[]};
const templates3 = {};
for(const err36 of vErrors){
if((((((err36.keyword !== "errorMessage") && (!err36.emUsed)) && (err36.instancePath === instancePath+"/to-vlan")) && (err36.keyword in emErrors3)) && (err36.schemaPath.indexOf("#/properties/to-vlan") === 0)) && (/^\/[^\/]*$/.test(err36.schemaPath.slice(20)))){
emErrors3[err36.keyword].push(err36);
err36.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err37 = {instancePath:instancePath+"/to-vlan",schemaPath:"#/properties/to-vlan/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["to-vlan"].errorMessage[key3],schema:schema53.properties["to-vlan"].errorMessage,parentSchema:schema53.properties["to-vlan"],data:data4};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
}
const emErrs3 = [];
for(const err38 of vErrors){
if(!err38.emUsed){
emErrs3.push(err38);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["micro-location"] !== undefined){
let data5 = data["micro-location"];
if(typeof data5 !== "string"){
const err39 = {instancePath:instancePath+"/micro-location",schemaPath:"#/properties/micro-location/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["micro-location"].type,parentSchema:schema53.properties["micro-location"],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
const _errs21 = errors;
let valid5 = false;
let passing1 = null;
const _errs22 = errors;
if("enable" !== data5){
const err40 = {instancePath:instancePath+"/micro-location",schemaPath:"#/properties/micro-location/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["micro-location"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid1 = _errs22 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs23 = errors;
if("disable" !== data5){
const err41 = {instancePath:instancePath+"/micro-location",schemaPath:"#/properties/micro-location/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["micro-location"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid1 = _errs23 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
}
if(!valid5){
const err42 = {instancePath:instancePath+"/micro-location",schemaPath:"#/properties/micro-location/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["micro-location"].oneOf,parentSchema:schema53.properties["micro-location"],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
else {
errors = _errs21;
if(vErrors !== null){
if(_errs21){
vErrors.length = _errs21;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data6 = data.comment;
if(typeof data6 === "string"){
if(func1(data6) > 63){
const err43 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
}
else {
const err44 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[]};
const templates4 = {};
for(const err45 of vErrors){
if((((((err45.keyword !== "errorMessage") && (!err45.emUsed)) && (err45.instancePath === instancePath+"/comment")) && (err45.keyword in emErrors4)) && (err45.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err45.schemaPath.slice(20)))){
emErrors4[err45.keyword].push(err45);
err45.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err46 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.comment.errorMessage[key4],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
const emErrs4 = [];
for(const err47 of vErrors){
if(!err47.emUsed){
emErrs4.push(err47);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err48 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"required":{"name":[],"services":[],"from-vlan":[],"to-vlan":[]}};
const templates5 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath)) && (err49.keyword in emErrors5)) && (err49.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(1)))){
emPropParams0 = obj0[err49.keyword];
emParamsErrors0 = emErrors5[err49.keyword][err49.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err49);
err49.emUsed = true;
}
}
}
for(const key5 in emErrors5){
for(const keyProp0 in emErrors5[key5]){
emParamsErrors0 = emErrors5[key5][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates5[key5] && templates5[key5][keyProp0];
const err50 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key5][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
}
const emErrs5 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs5.push(err51);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["18e7547f"] = validate25;
const schema54 = {"const":"airplay","title":"AirPlay","$id":"18e7547f"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("airplay" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "airplay"},message:"must be equal to constant",schema:"airplay",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6176e057"] = validate26;
const schema55 = {"const":"printers","title":"Printers","$id":"6176e057"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("printers" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "printers"},message:"must be equal to constant",schema:"printers",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3eefdd29"] = validate27;
const schema56 = {"const":"scanners","title":"Scanners","$id":"-3eefdd29"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("scanners" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "scanners"},message:"must be equal to constant",schema:"scanners",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7935ce9"] = validate28;
const schema57 = {"const":"chromecast","title":"Chromecast","$id":"-7935ce9"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("chromecast" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "chromecast"},message:"must be equal to constant",schema:"chromecast",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["144c4277"] = validate29;
const schema58 = {"const":"itunes","title":"iTunes","$id":"144c4277"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("itunes" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "itunes"},message:"must be equal to constant",schema:"itunes",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["5a020f8f"] = validate30;
const schema59 = {"const":"all","title":"All services","$id":"5a020f8f"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("all" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "all"},message:"must be equal to constant",schema:"all",parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate31;
const schema60 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate32;
const schema61 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
