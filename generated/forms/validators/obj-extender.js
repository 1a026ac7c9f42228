// generated from specs/forms/obj-extender.schema.json and obj-extender.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["53b091f"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","id","model","scope member"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"id":{"type":"string","title":"Serial Number","pattern":"^F[A-Z0-9]{15}$","errorMessage":{"pattern":"Enter the serial number, e.g. FX201FTF22572067."}},"model":{"type":"string","title":"Model","oneOf":[{"const":"FEX-201E","title":"FEX-201E"},{"const":"FEX-211E","title":"FEX-211E"},{"const":"FEX-200F","title":"FEX-200F"},{"const":"FEX-201F_AM","title":"FEX-201F_AM"},{"const":"FEX-202F_AM","title":"FEX-202F_AM"},{"const":"FEX-511F","title":"FEX-511F"},{"const":"FEX-511G","title":"FEX-511G"},{"const":"FER-511G","title":"FER-511G"}],"default":"FEX-511G"},"_sw_version":{"type":"string","title":"Firmware","readOnly":true,"description":"As the extender reports it."},"scope member":{"type":"array","title":"Managed By","description":"The FortiGate (and VDOM) that manages the extender.","minItems":1,"maxItems":1,"errorMessage":{"minItems":"Add the FortiGate that manages the extender."},"default":[{"name":"","vdom":"root"}],"items":{"type":"object","title":"FortiGate","required":["name","vdom"],"properties":{"name":{"type":"string","title":"FortiGate","maxLength":35,"errorMessage":{"maxLength":"FortiGate cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1},"vdom":{"type":"string","title":"VDOM","maxLength":31,"errorMessage":{"maxLength":"VDOM cannot be longer than 31 characters.","minLength":"This field is required."},"minLength":1,"default":"root"}},"errorMessage":{"required":{"name":"This field is required.","vdom":"This field is required."}}}},"authorized":{"type":"string","title":"Authorization","oneOf":[{"const":"enable","title":"Authorized"},{"const":"disable","title":"Deauthorized"},{"const":"discovered","title":"Discovered"}],"default":"enable"},"profile":{"type":"string","title":"Extender Template","maxLength":31,"errorMessage":{"maxLength":"Extender Template cannot be longer than 31 characters."}},"description":{"type":"string","title":"Description","maxLength":255,"errorMessage":{"maxLength":"Description cannot be longer than 255 characters."}}},"errorMessage":{"required":{"name":"This field is required.","id":"This field is required.","model":"This field is required.","scope member":"This field is required."}},"$id":"53b091f"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^F[A-Z0-9]{15}$", "u");
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
if(data.id === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "id"},message:"must have required property '"+"id"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.model === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "model"},message:"must have required property '"+"model"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["scope member"] === undefined){
const err3 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "scope member"},message:"must have required property '"+"scope member"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.id !== undefined){
let data1 = data.id;
if(typeof data1 === "string"){
if(!pattern5.test(data1)){
const err11 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/pattern",keyword:"pattern",params:{pattern: "^F[A-Z0-9]{15}$"},message:"must match pattern \""+"^F[A-Z0-9]{15}$"+"\"",schema:"^F[A-Z0-9]{15}$",parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
else {
const err12 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.id.type,parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"pattern":[]};
const templates1 = {};
for(const err13 of vErrors){
if((((((err13.keyword !== "errorMessage") && (!err13.emUsed)) && (err13.instancePath === instancePath+"/id")) && (err13.keyword in emErrors1)) && (err13.schemaPath.indexOf("#/properties/id") === 0)) && (/^\/[^\/]*$/.test(err13.schemaPath.slice(15)))){
emErrors1[err13.keyword].push(err13);
err13.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err14 = {instancePath:instancePath+"/id",schemaPath:"#/properties/id/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.id.errorMessage[key1],schema:schema53.properties.id.errorMessage,parentSchema:schema53.properties.id,data:data1};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
const emErrs1 = [];
for(const err15 of vErrors){
if(!err15.emUsed){
emErrs1.push(err15);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data.model !== undefined){
let data2 = data.model;
if(typeof data2 !== "string"){
const err16 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.model.type,parentSchema:schema53.properties.model,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("FEX-201E" !== data2){
const err17 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/0/const",keyword:"const",params:{allowedValue: "FEX-201E"},message:"must be equal to constant",schema:"FEX-201E",parentSchema:schema53.properties.model.oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("FEX-211E" !== data2){
const err18 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/1/const",keyword:"const",params:{allowedValue: "FEX-211E"},message:"must be equal to constant",schema:"FEX-211E",parentSchema:schema53.properties.model.oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
var _valid0 = _errs10 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs11 = errors;
if("FEX-200F" !== data2){
const err19 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/2/const",keyword:"const",params:{allowedValue: "FEX-200F"},message:"must be equal to constant",schema:"FEX-200F",parentSchema:schema53.properties.model.oneOf[2],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
const _errs12 = errors;
if("FEX-201F_AM" !== data2){
const err20 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/3/const",keyword:"const",params:{allowedValue: "FEX-201F_AM"},message:"must be equal to constant",schema:"FEX-201F_AM",parentSchema:schema53.properties.model.oneOf[3],data:data2};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 3];
}
else {
if(_valid0){
valid1 = true;
passing0 = 3;
}
const _errs13 = errors;
if("FEX-202F_AM" !== data2){
const err21 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/4/const",keyword:"const",params:{allowedValue: "FEX-202F_AM"},message:"must be equal to constant",schema:"FEX-202F_AM",parentSchema:schema53.properties.model.oneOf[4],data:data2};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid0 = _errs13 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 4];
}
else {
if(_valid0){
valid1 = true;
passing0 = 4;
}
const _errs14 = errors;
if("FEX-511F" !== data2){
const err22 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/5/const",keyword:"const",params:{allowedValue: "FEX-511F"},message:"must be equal to constant",schema:"FEX-511F",parentSchema:schema53.properties.model.oneOf[5],data:data2};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs14 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 5];
}
else {
if(_valid0){
valid1 = true;
passing0 = 5;
}
const _errs15 = errors;
if("FEX-511G" !== data2){
const err23 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/6/const",keyword:"const",params:{allowedValue: "FEX-511G"},message:"must be equal to constant",schema:"FEX-511G",parentSchema:schema53.properties.model.oneOf[6],data:data2};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs15 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 6];
}
else {
if(_valid0){
valid1 = true;
passing0 = 6;
}
const _errs16 = errors;
if("FER-511G" !== data2){
const err24 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf/7/const",keyword:"const",params:{allowedValue: "FER-511G"},message:"must be equal to constant",schema:"FER-511G",parentSchema:schema53.properties.model.oneOf[7],data:data2};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid0 = _errs16 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 7];
}
else {
if(_valid0){
valid1 = true;
passing0 = 7;
}
}
}
}
}
}
}
}
if(!valid1){
const err25 = {instancePath:instancePath+"/model",schemaPath:"#/properties/model/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.model.oneOf,parentSchema:schema53.properties.model,data:data2};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
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
if(data._sw_version !== undefined){
let data3 = data._sw_version;
if(typeof data3 !== "string"){
const err26 = {instancePath:instancePath+"/_sw_version",schemaPath:"#/properties/_sw_version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties._sw_version.type,parentSchema:schema53.properties._sw_version,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
if(data["scope member"] !== undefined){
let data4 = data["scope member"];
if(Array.isArray(data4)){
if(data4.length > 1){
const err27 = {instancePath:instancePath+"/scope member",schemaPath:"#/properties/scope%20member/maxItems",keyword:"maxItems",params:{limit: 1},message:"must NOT have more than 1 items",schema:1,parentSchema:schema53.properties["scope member"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
if(data4.length < 1){
const err28 = {instancePath:instancePath+"/scope member",schemaPath:"#/properties/scope%20member/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["scope member"],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
const len0 = data4.length;
for(let i0=0; i0<len0; i0++){
let data5 = data4[i0];
if(data5 && typeof data5 == "object" && !Array.isArray(data5)){
if(data5.name === undefined){
const err29 = {instancePath:instancePath+"/scope member/" + i0,schemaPath:"#/properties/scope%20member/items/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.properties["scope member"].items.required,parentSchema:schema53.properties["scope member"].items,data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(data5.vdom === undefined){
const err30 = {instancePath:instancePath+"/scope member/" + i0,schemaPath:"#/properties/scope%20member/items/required",keyword:"required",params:{missingProperty: "vdom"},message:"must have required property '"+"vdom"+"'",schema:schema53.properties["scope member"].items.required,parentSchema:schema53.properties["scope member"].items,data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(data5.name !== undefined){
let data6 = data5.name;
if(typeof data6 === "string"){
if(func1(data6) > 35){
const err31 = {instancePath:instancePath+"/scope member/" + i0+"/name",schemaPath:"#/properties/scope%20member/items/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["scope member"].items.properties.name,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
if(func1(data6) < 1){
const err32 = {instancePath:instancePath+"/scope member/" + i0+"/name",schemaPath:"#/properties/scope%20member/items/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["scope member"].items.properties.name,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
else {
const err33 = {instancePath:instancePath+"/scope member/" + i0+"/name",schemaPath:"#/properties/scope%20member/items/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["scope member"].items.properties.name.type,parentSchema:schema53.properties["scope member"].items.properties.name,data:data6};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[],"minLength":[]};
const templates2 = {};
for(const err34 of vErrors){
if((((((err34.keyword !== "errorMessage") && (!err34.emUsed)) && (err34.instancePath === instancePath+"/scope member/" + i0+"/name")) && (err34.keyword in emErrors2)) && (err34.schemaPath.indexOf("#/properties/scope%20member/items/properties/name") === 0)) && (/^\/[^\/]*$/.test(err34.schemaPath.slice(49)))){
emErrors2[err34.keyword].push(err34);
err34.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err35 = {instancePath:instancePath+"/scope member/" + i0+"/name",schemaPath:"#/properties/scope%20member/items/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["scope member"].items.properties.name.errorMessage[key2],schema:schema53.properties["scope member"].items.properties.name.errorMessage,parentSchema:schema53.properties["scope member"].items.properties.name,data:data6};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
}
const emErrs2 = [];
for(const err36 of vErrors){
if(!err36.emUsed){
emErrs2.push(err36);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data5.vdom !== undefined){
let data7 = data5.vdom;
if(typeof data7 === "string"){
if(func1(data7) > 31){
const err37 = {instancePath:instancePath+"/scope member/" + i0+"/vdom",schemaPath:"#/properties/scope%20member/items/properties/vdom/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties["scope member"].items.properties.vdom,data:data7};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
if(func1(data7) < 1){
const err38 = {instancePath:instancePath+"/scope member/" + i0+"/vdom",schemaPath:"#/properties/scope%20member/items/properties/vdom/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["scope member"].items.properties.vdom,data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
else {
const err39 = {instancePath:instancePath+"/scope member/" + i0+"/vdom",schemaPath:"#/properties/scope%20member/items/properties/vdom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["scope member"].items.properties.vdom.type,parentSchema:schema53.properties["scope member"].items.properties.vdom,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"maxLength":[],"minLength":[]};
const templates3 = {};
for(const err40 of vErrors){
if((((((err40.keyword !== "errorMessage") && (!err40.emUsed)) && (err40.instancePath === instancePath+"/scope member/" + i0+"/vdom")) && (err40.keyword in emErrors3)) && (err40.schemaPath.indexOf("#/properties/scope%20member/items/properties/vdom") === 0)) && (/^\/[^\/]*$/.test(err40.schemaPath.slice(49)))){
emErrors3[err40.keyword].push(err40);
err40.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err41 = {instancePath:instancePath+"/scope member/" + i0+"/vdom",schemaPath:"#/properties/scope%20member/items/properties/vdom/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["scope member"].items.properties.vdom.errorMessage[key3],schema:schema53.properties["scope member"].items.properties.vdom.errorMessage,parentSchema:schema53.properties["scope member"].items.properties.vdom,data:data7};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
}
const emErrs3 = [];
for(const err42 of vErrors){
if(!err42.emUsed){
emErrs3.push(err42);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
}
else {
const err43 = {instancePath:instancePath+"/scope member/" + i0,schemaPath:"#/properties/scope%20member/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["scope member"].items.type,parentSchema:schema53.properties["scope member"].items,data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"required":{"name":[],"vdom":[]}};
const templates4 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err44 of vErrors){
if((((((err44.keyword !== "errorMessage") && (!err44.emUsed)) && (err44.instancePath === instancePath+"/scope member/" + i0)) && (err44.keyword in emErrors4)) && (err44.schemaPath.indexOf("#/properties/scope%20member/items") === 0)) && (/^\/[^\/]*$/.test(err44.schemaPath.slice(33)))){
emPropParams0 = obj0[err44.keyword];
emParamsErrors0 = emErrors4[err44.keyword][err44.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err44);
err44.emUsed = true;
}
}
}
for(const key4 in emErrors4){
for(const keyProp0 in emErrors4[key4]){
emParamsErrors0 = emErrors4[key4][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates4[key4] && templates4[key4][keyProp0];
const err45 = {instancePath:instancePath+"/scope member/" + i0,schemaPath:"#/properties/scope%20member/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.properties["scope member"].items.errorMessage[key4][keyProp0],schema:schema53.properties["scope member"].items.errorMessage,parentSchema:schema53.properties["scope member"].items,data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
}
const emErrs4 = [];
for(const err46 of vErrors){
if(!err46.emUsed){
emErrs4.push(err46);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
}
else {
const err47 = {instancePath:instancePath+"/scope member",schemaPath:"#/properties/scope%20member/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["scope member"].type,parentSchema:schema53.properties["scope member"],data:data4};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"minItems":[]};
const templates5 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/scope member")) && (err48.keyword in emErrors5)) && (err48.schemaPath.indexOf("#/properties/scope%20member") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(27)))){
emErrors5[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err49 = {instancePath:instancePath+"/scope member",schemaPath:"#/properties/scope%20member/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["scope member"].errorMessage[key5],schema:schema53.properties["scope member"].errorMessage,parentSchema:schema53.properties["scope member"],data:data4};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs5 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs5.push(err50);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data.authorized !== undefined){
let data8 = data.authorized;
if(typeof data8 !== "string"){
const err51 = {instancePath:instancePath+"/authorized",schemaPath:"#/properties/authorized/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.authorized.type,parentSchema:schema53.properties.authorized,data:data8};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
const _errs29 = errors;
let valid5 = false;
let passing1 = null;
const _errs30 = errors;
if("enable" !== data8){
const err52 = {instancePath:instancePath+"/authorized",schemaPath:"#/properties/authorized/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.authorized.oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
var _valid1 = _errs30 === errors;
if(_valid1){
valid5 = true;
passing1 = 0;
}
const _errs31 = errors;
if("disable" !== data8){
const err53 = {instancePath:instancePath+"/authorized",schemaPath:"#/properties/authorized/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.authorized.oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
var _valid1 = _errs31 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid5 = true;
passing1 = 1;
}
const _errs32 = errors;
if("discovered" !== data8){
const err54 = {instancePath:instancePath+"/authorized",schemaPath:"#/properties/authorized/oneOf/2/const",keyword:"const",params:{allowedValue: "discovered"},message:"must be equal to constant",schema:"discovered",parentSchema:schema53.properties.authorized.oneOf[2],data:data8};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
var _valid1 = _errs32 === errors;
if(_valid1 && valid5){
valid5 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid5 = true;
passing1 = 2;
}
}
}
if(!valid5){
const err55 = {instancePath:instancePath+"/authorized",schemaPath:"#/properties/authorized/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties.authorized.oneOf,parentSchema:schema53.properties.authorized,data:data8};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
else {
errors = _errs29;
if(vErrors !== null){
if(_errs29){
vErrors.length = _errs29;
}
else {
vErrors = null;
}
}
}
}
if(data.profile !== undefined){
let data9 = data.profile;
if(typeof data9 === "string"){
if(func1(data9) > 31){
const err56 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties.profile,data:data9};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
}
else {
const err57 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.profile.type,parentSchema:schema53.properties.profile,data:data9};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"maxLength":[]};
const templates6 = {};
for(const err58 of vErrors){
if((((((err58.keyword !== "errorMessage") && (!err58.emUsed)) && (err58.instancePath === instancePath+"/profile")) && (err58.keyword in emErrors6)) && (err58.schemaPath.indexOf("#/properties/profile") === 0)) && (/^\/[^\/]*$/.test(err58.schemaPath.slice(20)))){
emErrors6[err58.keyword].push(err58);
err58.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err59 = {instancePath:instancePath+"/profile",schemaPath:"#/properties/profile/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties.profile.errorMessage[key6],schema:schema53.properties.profile.errorMessage,parentSchema:schema53.properties.profile,data:data9};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
}
const emErrs6 = [];
for(const err60 of vErrors){
if(!err60.emUsed){
emErrs6.push(err60);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data.description !== undefined){
let data10 = data.description;
if(typeof data10 === "string"){
if(func1(data10) > 255){
const err61 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/maxLength",keyword:"maxLength",params:{limit: 255},message:"must NOT have more than 255 characters",schema:255,parentSchema:schema53.properties.description,data:data10};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
}
else {
const err62 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.description.type,parentSchema:schema53.properties.description,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"maxLength":[]};
const templates7 = {};
for(const err63 of vErrors){
if((((((err63.keyword !== "errorMessage") && (!err63.emUsed)) && (err63.instancePath === instancePath+"/description")) && (err63.keyword in emErrors7)) && (err63.schemaPath.indexOf("#/properties/description") === 0)) && (/^\/[^\/]*$/.test(err63.schemaPath.slice(24)))){
emErrors7[err63.keyword].push(err63);
err63.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err64 = {instancePath:instancePath+"/description",schemaPath:"#/properties/description/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties.description.errorMessage[key7],schema:schema53.properties.description.errorMessage,parentSchema:schema53.properties.description,data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
const emErrs7 = [];
for(const err65 of vErrors){
if(!err65.emUsed){
emErrs7.push(err65);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
}
else {
const err66 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"name":[],"id":[],"model":[],"scope member":[]}};
const templates8 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err67 of vErrors){
if((((((err67.keyword !== "errorMessage") && (!err67.emUsed)) && (err67.instancePath === instancePath)) && (err67.keyword in emErrors8)) && (err67.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err67.schemaPath.slice(1)))){
emPropParams1 = obj0[err67.keyword];
emParamsErrors1 = emErrors8[err67.keyword][err67.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err67);
err67.emUsed = true;
}
}
}
for(const key8 in emErrors8){
for(const keyProp1 in emErrors8[key8]){
emParamsErrors1 = emErrors8[key8][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates8[key8] && templates8[key8][keyProp1];
const err68 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.errorMessage[key8][keyProp1],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err69 of vErrors){
if(!err69.emUsed){
emErrs8.push(err69);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["58af1b17"] = validate25;
const schema54 = {"const":"FEX-201E","title":"FEX-201E","$id":"58af1b17"};

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
if("FEX-201E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-201E"},message:"must be equal to constant",schema:"FEX-201E",parentSchema:schema54,data};
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

exports["54bec177"] = validate26;
const schema55 = {"const":"FEX-211E","title":"FEX-211E","$id":"54bec177"};

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
if("FEX-211E" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-211E"},message:"must be equal to constant",schema:"FEX-211E",parentSchema:schema55,data};
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

exports["-6afd3429"] = validate27;
const schema56 = {"const":"FEX-200F","title":"FEX-200F","$id":"-6afd3429"};

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
if("FEX-200F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-200F"},message:"must be equal to constant",schema:"FEX-200F",parentSchema:schema56,data};
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

exports["49a68b4b"] = validate28;
const schema57 = {"const":"FEX-201F_AM","title":"FEX-201F_AM","$id":"49a68b4b"};

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
if("FEX-201F_AM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-201F_AM"},message:"must be equal to constant",schema:"FEX-201F_AM",parentSchema:schema57,data};
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

exports["-582354f3"] = validate29;
const schema58 = {"const":"FEX-202F_AM","title":"FEX-202F_AM","$id":"-582354f3"};

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
if("FEX-202F_AM" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-202F_AM"},message:"must be equal to constant",schema:"FEX-202F_AM",parentSchema:schema58,data};
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

exports["6cf3f0b7"] = validate30;
const schema59 = {"const":"FEX-511F","title":"FEX-511F","$id":"6cf3f0b7"};

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
if("FEX-511F" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-511F"},message:"must be equal to constant",schema:"FEX-511F",parentSchema:schema59,data};
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

exports["-c8650e9"] = validate31;
const schema60 = {"const":"FEX-511G","title":"FEX-511G","$id":"-c8650e9"};

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
if("FEX-511G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FEX-511G"},message:"must be equal to constant",schema:"FEX-511G",parentSchema:schema60,data};
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

exports["2c4c3d57"] = validate32;
const schema61 = {"const":"FER-511G","title":"FER-511G","$id":"2c4c3d57"};

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
if("FER-511G" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FER-511G"},message:"must be equal to constant",schema:"FER-511G",parentSchema:schema61,data};
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

exports["-6b9e9791"] = validate33;
const schema62 = {"const":"enable","title":"Authorized","$id":"-6b9e9791"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-5def45b9"] = validate34;
const schema63 = {"const":"disable","title":"Deauthorized","$id":"-5def45b9"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-17dc5589"] = validate35;
const schema64 = {"const":"discovered","title":"Discovered","$id":"-17dc5589"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("discovered" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "discovered"},message:"must be equal to constant",schema:"discovered",parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
